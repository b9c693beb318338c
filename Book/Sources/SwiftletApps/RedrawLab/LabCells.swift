import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The cell of posts §1.3: two padded rows, "identifier:" with the first group of the UUID, and
/// "active state:" with ✅ yes / ❌ no. Each cell has a fixed height so the list's window is exactly
/// five cells tall.
@MainActor
func labCellContent(id: UUID, isActive: Bool) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        HStack {
            Text("identifier:").bold()
            Text(String(id.uuidString.prefix { $0 != "-" }))
        }
        HStack {
            Text("active state:").bold()
            Text(isActive ? "is active: ✅ yes" : "is active: ❌ no")
        }
    }
    .padding(.all, 6)
    .frame(height: LabLayout.cellHeight)
}

/// The fixed geometry of the lab's list.
public enum LabLayout {
    /// The height of one cell, in points (CSS pixels in the browser).
    public static let cellHeight: Double = 60
    /// The cells the list's window shows at once (posts §1.4: "the screen fits 5 cells").
    public static let visibleCells = 5
}

/// S1–S4: the plain cell, compared by its stored `item`.
public struct StateDrivenCell<Item: LabItem>: View {
    let item: Item
    public var body: some View { labCellContent(id: item.id, isActive: item.isActive) }
}

/// S5: adds a computed random number; computed properties are not compared.
public struct ComputedRandomCell: View {
    let item: TaggedItem
    var random: Int { Int.random(in: 0..<1_000_000) }
    public var body: some View { labCellContent(id: item.id, isActive: item.isActive) }
}

/// S6: adds a stored random number set per instance, so every rebuilt cell differs.
public struct StoredRandomCell: View {
    let item: TaggedItem
    let random = Int.random(in: 0..<1_000_000)
    public var body: some View { labCellContent(id: item.id, isActive: item.isActive) }
}

/// S7a/S7b: the cell itself is `Equatable` by the item's id and active flag.
public struct EquatableCell<Item: LabItem>: View, Equatable {
    let item: Item
    public var body: some View { labCellContent(id: item.id, isActive: item.isActive) }
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.item.id == rhs.item.id && lhs.item.isActive == rhs.item.isActive
    }
}

/// S8: observes its item object.
public struct ObservingCell: View {
    @ObservedObject var item: ObservableItem
    public var body: some View { labCellContent(id: item.id, isActive: item.isActive) }
}
