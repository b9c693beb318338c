import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private enum Mode: Equatable {
    case list, grid, empty
}

private struct Switching: View {
    @State private var mode = Mode.list
    @State private var changes: [String] = []

    var body: some View {
        VStack {
            switch mode {
            case .list: Text("list")
            case .grid:
                Group {
                    Text("grid 1"); Text("grid 2")
                }
            case .empty: EmptyView()
            }
            Text("changes \(changes.joined(separator: ","))")
            Button("grid") { mode = .grid }
            Button("empty") { mode = .empty }
        }
        .onChange(of: mode) { old, new in changes.append("\(old)->\(new)") }
    }
}

private struct Expensive: View, Equatable {
    let id: Int
    let note: String
    var body: some View { Text("expensive \(id)") }
    nonisolated static func == (lhs: Expensive, rhs: Expensive) -> Bool { lhs.id == rhs.id }
}

private struct EquatableHost: View {
    @State private var note = "a"
    var body: some View {
        VStack {
            Expensive(id: 1, note: note).equatable()
            Text(note)
            Button("note") { note += "a" }
        }
    }
}

private struct Labelled: View, Equatable {
    let label: String
    var body: some View { Text(label) }
}

private struct OuterTintKey: EnvironmentKey {
    static let defaultValue = "none"
}

private struct InnerTintKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var outerTint: String {
        get { self[OuterTintKey.self] }
        set { self[OuterTintKey.self] = newValue }
    }
    fileprivate var innerTint: String {
        get { self[InnerTintKey.self] }
        set { self[InnerTintKey.self] = newValue }
    }
}

private struct TintReader: View {
    let index: Int
    @Environment(\.outerTint) private var outer
    @Environment(\.innerTint) private var inner
    var body: some View { Text("row \(index) \(outer) \(inner)") }
}

/// Rows that each set an environment value below one that the screen sets: every row's modifier
/// makes an environment scope under the screen's, and rows come and go.
private struct ScopedRows: View {
    @State private var count = 100
    @State private var tint = "red"
    var body: some View {
        VStack {
            Button("fewer") { count = 2 }
            Button("more") { count = 100 }
            Button("tint") { tint = tint == "red" ? "blue" : "green" }
            ForEach(0..<count, id: \.self) { index in
                TintReader(index: index).environment(\.innerTint, "inner")
            }
        }
        .environment(\.outerTint, tint)
    }
}

@MainActor
@Observable
private final class Library {
    var title = "Dune"
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View { Text("title \(library.title)") }
}

private struct Erased: View {
    @State private var showsText = true
    var body: some View {
        VStack {
            showsText ? AnyView(Text("erased text")) : AnyView(Image(systemName: "star"))
            Button("swap") { showsText.toggle() }
        }
    }
}

@MainActor
@Suite struct BuilderAndModifierTests {
    @Test func switchBranchesAndOnChangeRunInOrder() async throws {
        let host = HeadlessHost(Switching())
        #expect(host.snapshot().hasPrefix("VStack\n  list\n"))
        try await host.tap("grid")
        #expect(host.snapshot().contains("grid 1\n  grid 2"))
        try await host.tap("empty")
        #expect(!host.snapshot().contains("grid 1"))
        #expect(host.snapshot().contains("changes list->grid,grid->empty"))
    }

    @Test func equatableWrapperSkipsWhenEqual() async throws {
        let host = HeadlessHost(EquatableHost())
        host.evaluations.reset()
        try await host.tap("note")
        #expect(host.evaluations.count(of: EquatableHost.self) == 1)
        #expect(host.evaluations.count(of: Expensive.self) == 0)
    }

    @Test func observableObjectFromTheEnvironmentIsTrackedPerProperty() async throws {
        let library = Library()
        let host = HeadlessHost(Shelf().environment(library))
        #expect(host.snapshot() == "title Dune")
        library.title = "Emma"
        await host.settle()
        #expect(host.snapshot() == "title Emma")
        #expect(host.evaluations.count(of: Shelf.self) == 2)
    }

    @Test func aBlocksTupleViewGivesBackItsViewsInOrder() {
        let tuple = ViewBuilder.buildBlock(Labelled(label: "a"), Text("b"), Labelled(label: "c"))
        let (first, _, third) = tuple.value
        #expect(first == Labelled(label: "a"))
        #expect(third == Labelled(label: "c"))
    }

    @Test func anEnvironmentChangeReachesRowsMadeAfterManyScopedRowsWereRemoved() async throws {
        let host = HeadlessHost(ScopedRows())
        #expect(host.snapshot().contains("row 99 red inner"))
        try await host.tap("fewer")
        #expect(!host.snapshot().contains("row 99"))
        try await host.tap("more")
        try await host.tap("tint")
        let snapshot = host.snapshot()
        #expect(snapshot.contains("row 0 blue inner"))
        #expect(snapshot.contains("row 99 blue inner"))
        #expect(!snapshot.contains("red"))
        try await host.tap("fewer")
        try await host.tap("tint")
        #expect(host.snapshot().contains("row 1 green inner"))
    }

    @Test func anyViewSwapsIdentityWhenTheTypeChanges() async throws {
        let host = HeadlessHost(Erased())
        #expect(host.snapshot().contains("erased text"))
        try await host.tap("swap")
        #expect(host.snapshot().contains("Image(star)"))
        #expect(!host.snapshot().contains("erased text"))
    }
}
