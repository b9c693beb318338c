@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name): \(count)")
            Button("add") { count += 1 }
        }
    }
}

/// A custom scene: resolved through its body.
private struct Panels: Scene {
    var body: some Scene {
        WindowGroup("Left") { Tally(name: "left") }
        WindowGroup { Tally(name: "untitled") }
    }
}

private struct TallyApp: App {
    var body: some Scene {
        WindowGroup("Main") { Tally(name: "main") }
        Panels()
    }
}

private final class Visits: ObservableObject {
    @Published var count = 0
}

/// App-level properties are created once and shared by every window's sessions, as in SwiftUI.
private struct SharedModelApp: App {
    let visits = Visits()
    var body: some Scene {
        WindowGroup("Visits") { VisitCounter(visits: visits) }
    }
}

private struct VisitCounter: View {
    @ObservedObject var visits: Visits
    var body: some View { Text("visits: \(visits.count)") }
}

@MainActor
@Suite struct SceneTests {
    @Test func windowsAreListedInDeclarationOrderThroughCustomScenes() {
        let windows = TallyApp().body.windows
        #expect(windows.map(\.title) == ["Main", "Left", nil])
        let snapshots = windows.map { $0.makeGraph().tree.snapshot() }
        #expect(
            snapshots == ["VStack\n  main: 0\n  [add]", "VStack\n  left: 0\n  [add]", "VStack\n  untitled: 0\n  [add]"])
    }

    @Test func everyGraphAWindowMountsHasItsOwnState() async throws {
        let window = try #require(TallyApp().body.windows.first)
        let first = window.makeGraph()
        let second = window.makeGraph()
        let button = try #require(first.tree.visibleNodes.first { $0.kind == .button })
        try first.send(.tap(button.id))
        await first.settle()
        await second.settle()
        #expect(first.tree.snapshot().contains("main: 1"))
        #expect(second.tree.snapshot().contains("main: 0"))
        first.unmount()
        second.unmount()
    }

    @Test func propertiesOfTheAppAreSharedBySessions() async throws {
        let app = SharedModelApp()
        let window = try #require(app.body.windows.first)
        let first = window.makeGraph()
        let second = window.makeGraph()
        app.visits.count = 3
        await first.settle()
        await second.settle()
        #expect(first.tree.snapshot() == "visits: 3")
        #expect(second.tree.snapshot() == "visits: 3")
        first.unmount()
        second.unmount()
    }
}
