@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Planet: Hashable {
    let name: String
}

private struct PlanetDetail: View {
    let planet: Planet
    var body: some View { Text("planet \(planet.name)") }
}

private struct NumberDetail: View {
    let number: Int
    var body: some View {
        VStack {
            Text("number \(number)")
            NavigationLink("next", value: number + 1)
        }
    }
}

/// The root screen: reads nothing of the path.
private struct PlanetList: View {
    var body: some View {
        VStack {
            NavigationLink("Mars", value: Planet(name: "Mars"))
            NavigationLink(value: 7) { Text("seven") }
            NavigationLink("unknown", value: "a string")
        }
        .navigationDestination(for: Planet.self) { PlanetDetail(planet: $0) }
        .navigationDestination(for: Int.self) { NumberDetail(number: $0) }
    }
}

/// Owns the path and shows its count only through a separate reader.
private struct PathOwner: View {
    @State private var path = NavigationPath()

    var body: some View {
        VStack {
            Button("reset") { path = NavigationPath() }
            Button("deep") { path = NavigationPath([1, 2]) }
            NavigationStack(path: $path) { PlanetList() }
            PathCount(path: $path)
        }
    }
}

private struct PathCount: View {
    @Binding var path: NavigationPath
    var body: some View { Text("path \(path.count) empty \(path.isEmpty)") }
}

private struct TypedOwner: View {
    @State private var path: [Int] = [3]

    var body: some View {
        VStack {
            Text("typed \(path.map(String.init).joined(separator: ","))")
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("one", value: 1)
                    NavigationLink("planet", value: Planet(name: "Venus"))
                    Button("push 9") { path.append(9) }
                }
                .navigationDestination(for: Int.self) { NumberDetail(number: $0) }
            }
        }
    }
}

private struct PresentedOwner: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("settings shown \(showsSettings)")
                Button("open settings") { showsSettings = true }
            }
            .navigationDestination(isPresented: $showsSettings) { SettingsScreen() }
        }
    }
}

private struct SettingsScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("settings")
            Button("close") { dismiss() }
        }
    }
}

private struct Folder: Hashable {
    let depth: Int
}

/// A screen that declares the destination of its own type, as recursive SwiftUI screens do.
private struct FolderView: View {
    let folder: Folder
    var body: some View {
        VStack {
            Text("folder \(folder.depth)")
            NavigationLink("open \(folder.depth + 1)", value: Folder(depth: folder.depth + 1))
        }
        .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
    }
}

@MainActor
private func stack<R: View>(_ host: HeadlessHost<R>) throws -> RenderNode {
    try #require(host.graph.tree.allNodes.first { $0.kind == .navigationStack })
}

@MainActor
@Suite struct NavigationByValueTests {
    @Test func aValueLinkPushesItsDestinationAndOnlyTheStackAndTheReaderOfThePathRun() async throws {
        let host = HeadlessHost(PathOwner())
        #expect(host.snapshot().contains("path 0 empty true"))
        host.evaluations.reset()
        try await host.tap("Mars")
        #expect(host.snapshot().contains("planet Mars"))
        #expect(try stack(host).attributes[.depth] == "1")
        #expect(host.snapshot().contains("path 1 empty false"))
        // The push evaluates the new screen once and the path's reader; not the owner, not the root.
        #expect(host.evaluations.count(of: PlanetDetail.self) == 1)
        #expect(host.evaluations.count(of: PathCount.self) == 1)
        #expect(host.evaluations.count(of: PathOwner.self) == 0)
        #expect(host.evaluations.count(of: PlanetList.self) == 0)

        try await host.navigateBack()
        #expect(try stack(host).attributes[.depth] == "0")
        #expect(host.snapshot().contains("path 0 empty true"))
        #expect(host.snapshot().contains("[Mars]"))
    }

    @Test func screensPushValuesOfTheirOwnAndWritingThePathReplacesTheScreens() async throws {
        let host = HeadlessHost(PathOwner())
        try await host.tap("seven")
        try await host.tap("next")
        #expect(host.snapshot().contains("number 8"))
        #expect(try stack(host).attributes[.depth] == "2")
        #expect(host.snapshot().contains("path 2"))
        try await host.send(.navigateBack(try stack(host).id))
        #expect(host.snapshot().contains("number 7"))
        #expect(host.snapshot().contains("path 1"))
    }

    @Test func aPathWrittenByTheAppPushesAndPopsEveryScreen() async throws {
        let host = HeadlessHost(PathOwner())
        let root = try stack(host)
        // Buttons outside the stack are visible alongside it.
        try await host.tap("deep")
        #expect(try stack(host).attributes[.depth] == "2")
        #expect(host.snapshot().contains("number 2"))
        try await host.tap("reset")
        #expect(try stack(host).attributes[.depth] == "0")
        #expect(try stack(host).id == root.id)
    }

    @Test func aValueWithoutADestinationShowsWhatIsMissing() async throws {
        let host = HeadlessHost(PathOwner())
        try await host.tap("unknown")
        #expect(host.snapshot().contains("No navigationDestination(for: String.self)"))
    }

    @Test func aTypedPathStartsWithItsScreensAndRefusesValuesOfAnotherType() async throws {
        let host = HeadlessHost(TypedOwner())
        // The initial path [3] is mounted with the stack.
        #expect(host.snapshot().contains("number 3"))
        try await host.navigateBack()
        #expect(!host.snapshot().contains("typed 3"))
        try await host.tap("one")
        #expect(host.snapshot().contains("number 1"))
        #expect(host.snapshot().contains("typed 1"))
        try await host.navigateBack()
        let planet = try #require(host.graph.tree.visibleNodes.first { $0.label == "planet" })
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(planet.id)) }
        await host.settle()
        #expect(try stack(host).attributes[.depth] == "0")
        try await host.tap("push 9")
        #expect(host.snapshot().contains("number 9"))
    }

    @Test func backAtTheRootIsRefusedAndChangesNothing() async throws {
        let host = HeadlessHost(PathOwner())
        let id = try stack(host).id
        #expect(throws: HostEventError.notApplicable(id, "the navigation stack shows its root")) {
            try host.graph.send(.navigateBack(id))
        }
        #expect(host.snapshot().contains("path 0"))
    }

    @Test func isPresentedPushesAndPoppingWritesFalse() async throws {
        let host = HeadlessHost(PresentedOwner())
        try await host.tap("open settings")
        #expect(host.snapshot().contains("settings"))
        #expect(try stack(host).attributes[.depth] == "1")
        try await host.tap("close")
        #expect(try stack(host).attributes[.depth] == "0")
        #expect(host.snapshot().contains("settings shown false"))
        try await host.tap("open settings")
        try await host.navigateBack()
        #expect(host.snapshot().contains("settings shown false"))
        #expect(try stack(host).attributes[.depth] == "0")
    }

    @Test func navigationPathCountsAndClampsRemoveLast() {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath([1, 2]) == NavigationPath([1, 2]))
    }

    @Test func aRecursiveScreensDestinationSurvivesAPop() async throws {
        let host = HeadlessHost(NavigationStack { FolderView(folder: Folder(depth: 0)) })
        try await host.tap("open 1")
        try await host.tap("open 2")
        #expect(host.snapshot().contains("folder 2"))
        try await host.send(.navigateBack(try stack(host).id))
        try await host.tap("open 2")
        #expect(host.snapshot().contains("folder 2"))
        #expect(!host.snapshot().contains("No navigationDestination"))
        try await host.tap("open 3")
        #expect(host.snapshot().contains("folder 3"))
    }
}
