import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct VolumeView: View {
    @State private var volume = 5.0
    @State private var age = 30
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, step: 0.5)
            TextField("Age", value: $age, format: .number)
            Text("volume \(volume) age \(age)")
        }
    }
}

// docs/web/protocol.md, Bad input: a refused value gets an error frame, then a frame that puts the kept value
// back in the browser.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct InputControlsSessionTests {
    private func frames(_ session: WebSession, _ count: Int) async throws -> [String] {
        let stream = session.frames
        return try await withTimeout(.seconds(60)) { await Array(stream.prefix(count)) }
    }

    @Test func aRefusedValueIsAnErrorThenTheKeptValueGoesBackToTheBrowser() async throws {
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: Logger(label: "test"))
        let session = registry.createPending(WebApp(name: "volume", title: "", summary: "") { VolumeView() })
        let slider = try #require(session.graph.tree.allNodes.first { $0.kind == .slider })
        let field = try #require(session.graph.tree.allNodes.first { $0.kind == .textField })
        let id = slider.id.rawValue

        await session.receive(#"{"ev":"input","id":\#(id),"value":"7.3","ref":1}"#)
        var received = try await frames(session, 1)
        #expect(received[0].contains(#"["attr","n\#(id)c","value","7.5"]"#) && received[0].hasSuffix(#""refs":[1]}"#))

        for (ref, value) in [(2, "NaN"), (3, "11"), (4, "abc")] {
            await session.receive(#"{"ev":"input","id":\#(id),"value":"\#(value)","ref":\#(ref)}"#)
            await session.graph.settle()
            received = try await frames(session, 2)
            #expect(received[0].hasPrefix(#"{"ref":\#(ref),"error":"event rejected: invalidValue"#))
            #expect(received[1].contains(#""ops":[["attr","n\#(id)c","value","7.5"]]"#), "\(received[1])")
        }
        await session.receive(#"{"ev":"input","id":\#(field.id.rawValue),"value":"thirty","ref":5}"#)
        await session.graph.settle()
        received = try await frames(session, 2)
        #expect(received[0].hasPrefix(#"{"ref":5,"error":"event rejected: invalidValue"#))
        #expect(received[1].contains(#""ops":[["attr","n\#(field.id.rawValue)","value","30"]]"#))
        #expect(session.graph.tree.first(withText: "volume 7.5 age 30") != nil)
        registry.close(session)
    }
}
