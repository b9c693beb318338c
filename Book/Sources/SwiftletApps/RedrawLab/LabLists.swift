@_spi(SwiftletHost) import SwiftletUI

/// How one scenario turns an item into its cell.
@MainActor
public protocol LabCellKind {
    associatedtype Item: LabItem
    associatedtype Cell: View
    static func cell(_ item: Item) -> Cell
}

public enum PlainCells: LabCellKind {
    public static func cell(_ item: PlainItem) -> StateDrivenCell<PlainItem> { StateDrivenCell(item: item) }
}

public enum EquatableItemCells: LabCellKind {
    public static func cell(_ item: EquatableItem) -> StateDrivenCell<EquatableItem> { StateDrivenCell(item: item) }
}

public enum TaggedItemCells: LabCellKind {
    public static func cell(_ item: TaggedItem) -> StateDrivenCell<TaggedItem> { StateDrivenCell(item: item) }
}

public enum ComputedRandomCells: LabCellKind {
    public static func cell(_ item: TaggedItem) -> ComputedRandomCell { ComputedRandomCell(item: item) }
}

public enum StoredRandomCells: LabCellKind {
    public static func cell(_ item: TaggedItem) -> StoredRandomCell { StoredRandomCell(item: item) }
}

public enum EquatablePlainCells: LabCellKind {
    public static func cell(_ item: PlainItem) -> EquatableCell<PlainItem> { EquatableCell(item: item) }
}

public enum EquatableTaggedCells: LabCellKind {
    public static func cell(_ item: TaggedItem) -> EquatableCell<TaggedItem> { EquatableCell(item: item) }
}

/// The list of S1–S7 (`StateDrivenView` in posts §1.3): observes its data source, shows a spinner
/// until the items are loaded, then a lazy stack of cells in a window five cells tall.
public struct StateDrivenList<Kind: LabCellKind>: View {
    @ObservedObject var source: ValueDataSource<Kind.Item>

    public var body: some View {
        ScrollView {
            if case .loaded(let items) = source.state {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(items) { item in Kind.cell(item) }
                }
            } else {
                ProgressView("Loading items")
            }
        }
        .frame(height: LabLayout.cellHeight * Double(LabLayout.visibleCells))
        // Loads when the list appears, and again when a scenario switch hands it a new source.
        .task(id: ObjectIdentifier(source)) { source.loadItems() }
    }
}

/// The list of S8: its state is assigned once; cells observe their own items.
public struct ObjectList: View {
    @ObservedObject var source: ObjectDataSource

    public var body: some View {
        ScrollView {
            if case .loaded(let items) = source.state {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(items) { item in ObservingCell(item: item) }
                }
            } else {
                ProgressView("Loading items")
            }
        }
        .frame(height: LabLayout.cellHeight * Double(LabLayout.visibleCells))
        .task(id: ObjectIdentifier(source)) { source.loadItems() }
    }
}
