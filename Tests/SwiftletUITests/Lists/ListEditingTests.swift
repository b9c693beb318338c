import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private struct FruitRow: View {
    let fruit: Fruit
    var body: some View { Text(fruit.name) }
}

private struct FruitList: View {
    @State private var fruits = [
        Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "banana"), Fruit(id: 3, name: "cherry"),
    ]
    @State private var mode = EditMode.inactive

    var body: some View {
        VStack {
            Text("order \(fruits.map(\.name).joined(separator: ","))")
            Button("edit") { mode = mode.isEditing ? .inactive : .active }
            List {
                ForEach(fruits) { FruitRow(fruit: $0) }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .environment(\.editMode, $mode)
        }
    }
}

@MainActor
private func actions<R: View>(_ host: HeadlessHost<R>, _ kind: String) -> [RenderNode] {
    host.graph.tree.allNodes.filter { $0.attributes[.rowAction] == kind }
}

@MainActor
@Suite struct ListEditingTests {
    @Test func deleteRemovesTheRowAndRunsNoOtherRowsBody() async throws {
        let host = HeadlessHost(FruitList(), viewport: .rows(10))
        let deletes = actions(host, "delete")
        #expect(deletes.count == 3)
        #expect(deletes.allSatisfy { $0.text == "Delete" })
        host.evaluations.reset()
        try await host.send(.tap(deletes[1].id))
        #expect(host.snapshot().contains("order apple,cherry"))
        #expect(!host.snapshot().contains("banana"))
        #expect(host.evaluations.count(of: FruitRow.self) == 0)
        // The removed row's button is gone: a late tap names an unknown node and changes nothing.
        #expect(throws: HostEventError.unknownNode(deletes[1].id)) { try host.graph.send(.tap(deletes[1].id)) }
        #expect(host.snapshot().contains("order apple,cherry"))
    }

    @Test func moveButtonsShowInEditModeAndMoveInSwiftUIsOffsets() async throws {
        let host = HeadlessHost(FruitList(), viewport: .rows(10))
        #expect(actions(host, "moveDown").isEmpty)
        try await host.tap("edit")
        let downs = actions(host, "moveDown")
        let ups = actions(host, "moveUp")
        #expect(downs.count == 3 && ups.count == 3)
        #expect(ups[0].attributes[.disabled] == "true")
        #expect(downs[2].attributes[.disabled] == "true")
        try await host.send(.tap(downs[0].id))
        #expect(host.snapshot().contains("order banana,apple,cherry"))
        let newUps = actions(host, "moveUp")
        try await host.send(.tap(newUps[2].id))
        #expect(host.snapshot().contains("order banana,cherry,apple"))
    }

    @Test func aMoveOutOfRangeIsRefusedAndChangesNothing() async throws {
        let host = HeadlessHost(FruitList(), viewport: .rows(10))
        try await host.tap("edit")
        let up = actions(host, "moveUp")[0]
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(up.id)) }
        await host.settle()
        #expect(host.snapshot().contains("order apple,banana,cherry"))
    }

    @Test func leavingEditModeHidesTheMoveButtons() async throws {
        let host = HeadlessHost(FruitList(), viewport: .rows(10))
        try await host.tap("edit")
        #expect(actions(host, "moveUp").count == 3)
        try await host.tap("edit")
        #expect(actions(host, "moveUp").isEmpty)
        #expect(actions(host, "delete").count == 3)
    }
}

private struct StackEditing: View {
    @State private var names = ["a", "b"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar { ModeSwitch() }
        }
    }
}

/// What an `EditButton` does: flips the stack's edit mode.
private struct ModeSwitch: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            editMode?.wrappedValue = editMode?.wrappedValue.isEditing == true ? .inactive : .active
        }
    }
}

@MainActor
@Suite struct StackEditModeTests {
    @Test func aNavigationStackProvidesAnEditModeItsScreensCanFlip() async throws {
        let host = HeadlessHost(StackEditing(), viewport: .rows(10))
        #expect(actions(host, "moveDown").isEmpty)
        try await host.tap("Edit")
        #expect(actions(host, "moveDown").count == 2)
        try await host.tap("Done")
        #expect(actions(host, "moveDown").isEmpty)
    }

    @Test func collectionEditsIgnoreOffsetsPastTheEnd() {
        var letters = ["a", "b", "c"]
        letters.move(fromOffsets: IndexSet([0, 9]), toOffset: 3)
        #expect(letters == ["b", "c", "a"])
        letters.move(fromOffsets: IndexSet([2]), toOffset: 0)
        #expect(letters == ["a", "b", "c"])
        letters.remove(atOffsets: IndexSet([1, 7]))
        #expect(letters == ["a", "c"])
    }
}
