import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct PricePage: View {
    var body: some View {
        VStack {
            Text("Price")
            Text(1234.5, format: .currency(code: "USD"))
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct LocaleSessionTests {
    @Test func languageMessagesDecodeAndBadTagsAreMalformed() throws {
        #expect(try ClientMessage.decode(#"{"ev":"language","value":"de-DE"}"#) == .language("de-DE"))
        #expect(try ClientMessage.decode(#"{"ev":"language","value":"zh-Hant-TW"}"#) == .language("zh-Hant-TW"))
        let long = String(repeating: "a", count: 36)
        for bad in [
            #"{"ev":"language"}"#, #"{"ev":"language","value":""}"#, #"{"ev":"language","value":"de DE"}"#,
            #"{"ev":"language","value":"de_DE;q=1"}"#, #"{"ev":"language","value":"-de"}"#,
            #"{"ev":"language","value":"\#(long)"}"#, #"{"ev":"language","value":"dé"}"#,
            #"{"ev":"language","value":7}"#,
        ] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(bad) }
        }
    }

    @Test func aSessionFormatsInEnUSUntilTheBrowserReportsItsLanguage() async throws {
        let registry = makeTestRegistry()
        let app = WebApp(name: "price", title: "Price", summary: "") { PricePage() }
        let session = registry.createPending(app)
        #expect(session.graph.tree.first(withText: "$1,234.50") != nil)

        await session.receive(#"{"ev":"language","value":"de-DE"}"#)
        await session.graph.settle()
        let frame = try await nextFrame(session)
        #expect(frame.contains("1.234,50"))
        #expect(session.graph.tree.first(withText: "1.234,50\u{00A0}$") != nil)
        registry.close(session)
    }

    @Test func aBadLanguageReportIsRefusedWithoutChange() async throws {
        let registry = makeTestRegistry()
        let app = WebApp(name: "price", title: "Price", summary: "") { PricePage() }
        let session = registry.createPending(app)
        await session.receive(#"{"ev":"language","value":"de_DE<script>"}"#)
        await session.graph.settle()
        #expect(try await nextFrame(session).hasPrefix(#"{"error":"malformed event: language"#))
        #expect(session.graph.tree.first(withText: "$1,234.50") != nil)
        registry.close(session)
    }
}
