import Observation
import SwiftletTesting
import SwiftletUI
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

    @Test func anyViewSwapsIdentityWhenTheTypeChanges() async throws {
        let host = HeadlessHost(Erased())
        #expect(host.snapshot().contains("erased text"))
        try await host.tap("swap")
        #expect(host.snapshot().contains("Image(star)"))
        #expect(!host.snapshot().contains("erased text"))
    }
}
