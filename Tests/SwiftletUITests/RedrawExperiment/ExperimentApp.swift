import Foundation
@_spi(SwiftletHost) import SwiftletUI

// The redraw experiment of posts.md §1.3, built with SwiftletUI: a data source holding
// `.loaded([Item])`, a lazy list of cells inside a navigation stack, and "activate next".

/// An item of the value-type scenarios (S1–S7).
protocol ExperimentItem: Identifiable, Sendable where ID == UUID {
    var isActive: Bool { get set }
    mutating func mutateHiddenProperty()
    init()
}

/// A cell of the experiment.
protocol ExperimentCell: View {
    associatedtype Item
    init(item: Item)
}

/// The data source of the value-type scenarios: `state` is reassigned on every activation.
@MainActor
final class DataSource<Item: ExperimentItem>: ObservableObject {
    enum State {
        case loading
        case loaded([Item])
    }

    @Published var state: State = .loading
    private var activeIndex: Int?
    let mutatesHiddenProperty: Bool
    let itemCount: Int

    init(mutatesHiddenProperty: Bool, itemCount: Int = 20) {
        self.mutatesHiddenProperty = mutatesHiddenProperty
        self.itemCount = itemCount
    }

    func loadItems() {
        state = .loaded((0..<itemCount).map { _ in Item() })
    }

    func activateNextItem() {
        guard case .loaded(var items) = state else { return }
        defer {
            if mutatesHiddenProperty {
                for index in items.indices { items[index].mutateHiddenProperty() }
            }
            state = .loaded(items)
        }
        guard let activeIndex, items.indices.contains(activeIndex + 1) else {
            activeIndex = 0
            items[0].isActive = true
            return
        }
        items[activeIndex].isActive = false
        self.activeIndex = activeIndex + 1
        items[activeIndex + 1].isActive = true
    }
}

/// The list of the value-type scenarios.
struct StateDrivenView<Cell: ExperimentCell>: View where Cell.Item: ExperimentItem {
    @StateObject private var dataSource: DataSource<Cell.Item>

    init(mutatesHiddenProperty: Bool) {
        _dataSource = StateObject(wrappedValue: DataSource(mutatesHiddenProperty: mutatesHiddenProperty))
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                if case .loaded(let items) = dataSource.state {
                    LazyVStack {
                        ForEach(items) { item in
                            Cell(item: item)
                        }
                    }
                } else {
                    ProgressView()
                }
            }
            .toolbar {
                Button("activate next") { dataSource.activateNextItem() }
            }
            .navigationTitle("State driven")
        }
        .onAppear { dataSource.loadItems() }
    }
}

/// The two rows every cell shows.
struct CellContent: View {
    let id: UUID
    let isActive: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("identifier:").bold()
                Text(id.uuidString.split(separator: "-").first.map(String.init) ?? "")
            }
            .padding()
            HStack {
                Text("active state:").bold()
                Text("is active: \(isActive ? "✅ yes" : "❌ no")")
            }
            .padding()
        }
    }
}

// MARK: Items

/// S1, S2: a plain value type; the initializer stores only `isActive`.
struct PlainItem: ExperimentItem {
    var isActive: Bool
    let id: UUID
    var nonVisibleProperty: UUID

    init() { self.init(isActive: false) }

    init(id: UUID = UUID(), isActive: Bool = false, nonVisibleProperty: UUID = UUID()) {
        self.isActive = isActive
        self.id = UUID()
        self.nonVisibleProperty = UUID()
    }

    mutating func mutateHiddenProperty() { nonVisibleProperty = UUID() }
}

/// S3: `Equatable` by id and isActive; trivially copyable (POD).
struct EquatableItem: ExperimentItem, Equatable {
    var isActive = false
    let id = UUID()
    var nonVisibleProperty = UUID()

    mutating func mutateHiddenProperty() { nonVisibleProperty = UUID() }

    static func == (lhs: EquatableItem, rhs: EquatableItem) -> Bool {
        lhs.id == rhs.id && lhs.isActive == rhs.isActive
    }
}

/// S4–S6: as S3 plus a constant `String`, so not POD.
struct EquatableStringItem: ExperimentItem, Equatable {
    var isActive = false
    let id = UUID()
    var nonVisibleProperty = UUID()
    let label: String

    init() { label = UUID().uuidString }

    mutating func mutateHiddenProperty() { nonVisibleProperty = UUID() }

    static func == (lhs: EquatableStringItem, rhs: EquatableStringItem) -> Bool {
        lhs.id == rhs.id && lhs.isActive == rhs.isActive
    }
}

/// S7b: a `String` field, not `Equatable`.
struct StringItem: ExperimentItem {
    var isActive = false
    let id = UUID()
    var nonVisibleProperty = UUID()
    let label = UUID().uuidString

    mutating func mutateHiddenProperty() { nonVisibleProperty = UUID() }
}

// MARK: Cells

/// S1–S4: holds the item.
struct StateDrivenCell<Item: ExperimentItem>: ExperimentCell {
    let item: Item
    var body: some View { CellContent(id: item.id, isActive: item.isActive) }
}

/// S5: a computed random property (never compared).
struct ComputedRandomCell: ExperimentCell {
    let item: EquatableStringItem
    var random: Int { Int.random(in: 0..<Int.max) }
    var body: some View { CellContent(id: item.id, isActive: item.isActive) }
}

/// S6: a stored random property, set once per cell value.
struct StoredRandomCell: ExperimentCell {
    let item: EquatableStringItem
    let random = Int.random(in: 0..<Int.max)

    init(item: EquatableStringItem) { self.item = item }

    var body: some View { CellContent(id: item.id, isActive: item.isActive) }
}

/// S7a, S7b: the cell is `Equatable` by the item's id and isActive.
struct EquatableCell<Item: ExperimentItem>: ExperimentCell, Equatable {
    let item: Item
    var body: some View { CellContent(id: item.id, isActive: item.isActive) }

    nonisolated static func == (lhs: EquatableCell, rhs: EquatableCell) -> Bool {
        lhs.item.id == rhs.item.id && lhs.item.isActive == rhs.item.isActive
    }
}
