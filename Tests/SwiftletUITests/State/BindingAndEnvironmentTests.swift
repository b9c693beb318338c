import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct NameField: View {
    @Binding var name: String
    var body: some View { TextField("Name", text: $name, prompt: Text("your name")) }
}

private struct Greeting: View {
    @State private var name = ""
    @State private var subscribed = false
    @State private var submitted = 0

    var body: some View {
        VStack {
            NameField(name: $name)
                .onSubmit { submitted += 1 }
            Toggle("Subscribe", isOn: $subscribed)
            Text("hello \(name)")
            Text("submitted \(submitted)")
            Button("send") {}
                .disabled(name.isEmpty)
        }
    }
}

@MainActor
private final class Session: ObservableObject {
    @Published var user = "guest"
}

private struct UserBadge: View {
    @EnvironmentObject var session: Session
    var body: some View { Text("user \(session.user)") }
}

private struct SessionRoot: View {
    let session: Session
    var body: some View {
        VStack {
            UserBadge()
            Button("log in") { session.user = "ada" }
        }
        .environmentObject(session)
    }
}

private struct SelfInvalidating: View {
    @State private var count = 0
    var body: some View {
        count += 1
        return Text("count \(count)")
    }
}

private struct DuplicateRows: View {
    var body: some View {
        VStack {
            ForEach([1, 2, 2, 3], id: \.self) { Text("row \($0)") }
        }
    }
}

private struct StubLoader: ImageLoading {
    func fetch(_ url: URL) async throws -> Data { Data(repeating: 7, count: 42) }
}

private struct Avatar: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            ProgressView()
        }
    }
}

@MainActor
@Suite struct BindingAndEnvironmentTests {
    @Test func typingWritesTheBindingAndUpdatesReaders() async throws {
        let host = HeadlessHost(Greeting())
        #expect(host.snapshot().contains("[send] (disabled)"))
        await #expect(throws: HeadlessHostError.noButton("send")) { try await host.tap("send") }
        host.evaluations.reset()
        try await host.type("Ada", into: "your name")
        #expect(host.snapshot().contains("hello Ada"))
        #expect(host.snapshot().contains("TextField(Name): Ada"))
        #expect(host.evaluations.count(of: NameField.self) == 0)
        try await host.tap("send")
    }

    @Test func togglesAndSubmitsRunThroughEvents() async throws {
        let host = HeadlessHost(Greeting())
        let toggle = try #require(host.graph.tree.allNodes.first { $0.kind == .toggle })
        try await host.send(.toggle(toggle.id, true))
        #expect(host.snapshot().contains("[x] Subscribe"))
        let field = try #require(host.graph.tree.allNodes.first { $0.kind == .textField })
        try await host.send(.submit(field.id))
        #expect(host.snapshot().contains("submitted 1"))
    }

    @Test func eventsForUnknownOrUnsuitableNodesThrow() async throws {
        let host = HeadlessHost(Greeting())
        #expect(throws: HostEventError.unknownNode(NodeID(9999))) { try host.graph.send(.tap(NodeID(9999))) }
        let text = try #require(host.graph.tree.allNodes.first { $0.kind == .text })
        #expect(throws: HostEventError.self) { try host.graph.send(.tap(text.id)) }
        let send = try #require(host.graph.tree.allNodes.first { $0.label == "send" })
        #expect(throws: HostEventError.notApplicable(send.id, "the button is disabled")) {
            try host.graph.send(.tap(send.id))
        }
    }

    @Test func environmentObjectIsObserved() async throws {
        let host = HeadlessHost(SessionRoot(session: Session()))
        #expect(host.snapshot().contains("user guest"))
        host.evaluations.reset()
        try await host.tap("log in")
        #expect(host.snapshot().contains("user ada"))
        #expect(host.evaluations.count(of: UserBadge.self) == 1)
        #expect(host.evaluations.count(of: SessionRoot.self) == 0)
    }

    @Test func selfInvalidatingBodyStopsWithADiagnostic() async throws {
        let host = HeadlessHost(SelfInvalidating())
        try await withTimeout(.seconds(60)) { @MainActor in await host.settle() }
        #expect(host.diagnostics.filter { $0.kind == .invalidationLoop }.count == 1)
        // The mount, then one re-run per tick for `maximumSelfInvalidations` consecutive ticks.
        #expect(host.evaluations.count(of: SelfInvalidating.self) == 1 + host.graph.maximumSelfInvalidations)
        #expect(!host.graph.hasPendingWork)
    }

    @Test func duplicateIDsAreReported() {
        let host = HeadlessHost(DuplicateRows())
        #expect(host.diagnostics.contains { $0.kind == .duplicateID })
        #expect(host.snapshot() == "VStack\n  row 1\n  row 2\n  row 3")
    }

    @Test func asyncImageLoadsThroughTheEnvironmentLoader() async throws {
        var environment = EnvironmentValues()
        environment.imageLoader = StubLoader()
        let host = HeadlessHost(Avatar(url: URL(string: "https://example.com/a.png")), environment: environment)
        #expect(host.snapshot() == "ProgressView")
        try await host.waitUntil { host.snapshot() == "Image(https://example.com/a.png)" }
        let image = try #require(host.graph.tree.allNodes.first { $0.kind == .image })
        #expect(image.attributes[.bytes] == "42")
        #expect(image.attributes[.resizable] == "true")
    }

    @Test func asyncImageWithoutLoaderShowsThePlaceholder() async throws {
        let host = HeadlessHost(Avatar(url: URL(string: "https://example.com/a.png")))
        await host.settle()
        #expect(host.snapshot() == "ProgressView")
    }
}
