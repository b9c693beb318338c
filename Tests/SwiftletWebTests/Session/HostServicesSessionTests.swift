import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct StoredNameView: View {
    @AppStorage("name") private var name = ""
    @Environment(\.scenePhase) private var phase

    var body: some View {
        VStack {
            Text("name: \(name)")
            Text("phase: \(phase.rawValue)")
            Button("set") { name = "ana" }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct HostServicesSessionTests {
    let app = WebApp(name: "stored", title: "Stored", summary: "") { StoredNameView() }

    @Test func storedValuesArriveFromTheBrowserAndWritesGoBack() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(app)
        await session.receive(#"{"ev":"storage","values":{"name":"marin"}}"#)
        await session.graph.settle()
        #expect(try await nextFrame(session).contains("name: marin"))
        let button = try #require(session.graph.tree.first(withText: "set"))
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":1}"#)
        #expect(try await nextFrame(session) == #"{"store":{"key":"name","value":"ana"}}"#)
        #expect(try await nextFrame(session).contains("name: ana"))
        registry.close(session)
    }

    @Test func pageVisibilityDrivesTheScenePhase() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(app)
        await session.receive(#"{"ev":"visibility","hidden":true}"#)
        #expect(session.graph.scenePhase == .background)
        await session.graph.settle()
        await session.receive(#"{"ev":"visibility","hidden":false}"#)
        #expect(session.graph.scenePhase == .active)
        await session.graph.settle()
        // The tick made while hidden was withheld; showing the page again queues one render, built
        // from the tree as it is when it is written: the tick of the phase change is part of it.
        let caughtUp = try await nextFrame(session)
        #expect(caughtUp.contains("\"render\""))
        #expect(caughtUp.contains("phase: active"))
        registry.close(session)
    }

    @Test func locationRequestsGoToThePageAndItsAnswersComeBack() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(app)
        let location = try #require(session.graph.host.location)
        #expect(location.authorization == .notDetermined)
        await session.receive(#"{"ev":"geo","state":"granted"}"#)
        #expect(location.authorization == .authorizedWhenInUse)

        let reading = Task { try await location.currentLocation() }
        #expect(try await nextFrame(session) == #"{"geo":{"req":1,"op":"locate"}}"#)
        await session.receive(#"{"ev":"geo","req":1,"state":"granted","lat":52.52,"lon":13.405}"#)
        #expect(try await reading.value == LocationFix(latitude: 52.52, longitude: 13.405))

        let refused = Task { try await location.currentLocation() }
        #expect(try await nextFrame(session) == #"{"geo":{"req":2,"op":"locate"}}"#)
        await session.receive(#"{"ev":"geo","req":2,"state":"denied","message":"User denied Geolocation"}"#)
        await #expect(throws: LocationError.self) { try await refused.value }
        #expect(location.authorization == .denied)

        // A request still waiting when the page goes away is cancelled, not leaked.
        let pending = Task { try await location.currentLocation() }
        #expect(try await nextFrame(session) == #"{"geo":{"req":3,"op":"locate"}}"#)
        registry.close(session)
        await #expect(throws: CancellationError.self) { try await pending.value }
    }
}
