import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct DialogPage: View {
    @State private var asking = false
    @State private var covering = false
    @State private var name = ""
    @FocusState private var nameFocused: Bool

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($nameFocused)
            Button("focus") { nameFocused = true }
            Button("ask") { asking = true }
            Button("cover") { covering = true }
        }
        .confirmationDialog("Move the file", isPresented: $asking) {
            Button("Move") {}
        }
        .fullScreenCover(isPresented: $covering) { Text("covered") }
    }
}

private struct SizeAndLinkPage: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Text(sizeClass == .regular ? "wide" : "narrow")
            Button("docs") { openURL(URL(string: "https://example.com/docs")!) }
        }
    }
}

@MainActor
private func html(_ host: HeadlessHost<some View>) -> String {
    HTMLRenderer.html(DOMMapping.element(for: host.graph.tree))
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct PresentationSessionTests {
    @Test func aConfirmationDialogIsAModalAlertDialogOfRealButtons() async throws {
        let host = HeadlessHost(DialogPage())
        try await host.tap("ask")
        let page = html(host)
        let dialog = try #require(host.graph.tree.allNodes.first { $0.kind == .alert })
        let id = "n\(dialog.id.rawValue)"
        #expect(page.contains("<div id=\"\(id)\" class=\"sw-alert\" role=\"alertdialog\" aria-modal=\"true\""))
        #expect(page.contains("aria-labelledby=\"\(id)t\""))
        #expect(page.contains("data-dialog=\"confirmation\""))
        #expect(page.contains("data-title-visibility=\"hidden\""))
        #expect(page.contains("class=\"sw-button\" data-ev=\"tap\">Move</button>"))
    }

    @Test func aFocusedFieldIsMarkedForTheBrowser() async throws {
        let host = HeadlessHost(DialogPage())
        #expect(html(host).contains("data-focusable=\"true\""))
        #expect(!html(host).contains("data-focused"))
        try await host.tap("focus")
        #expect(html(host).contains("data-focusable=\"true\" data-focused=\"true\""))
    }

    @Test func aFullScreenCoverIsADialogMarkedAsSuch() async throws {
        let host = HeadlessHost(DialogPage())
        try await host.tap("cover")
        #expect(html(host).contains("data-presentation=\"fullScreenCover\""))
        #expect(html(host).contains("<dialog "))
    }

    @Test func focusAndViewportMessagesDecode() throws {
        #expect(
            try ClientMessage.decode(#"{"ev":"focus","id":4,"on":true,"ref":2}"#)
                == .event(.focus(NodeID(4), true), ref: 2))
        #expect(try ClientMessage.decode(#"{"ev":"viewport","width":1024}"#) == .viewport(width: 1024))
        for bad in [
            #"{"ev":"focus","id":4}"#, #"{"ev":"focus","on":true}"#, #"{"ev":"viewport"}"#,
            #"{"ev":"viewport","width":-5}"#, #"{"ev":"viewport","width":"wide"}"#,
        ] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(bad) }
        }
    }

    @Test func theViewportWidthSetsTheSizeClassAndOpenURLSendsAFrame() async throws {
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: Logger(label: "test"))
        let app = WebApp(name: "size", title: "Size", summary: "") { SizeAndLinkPage() }
        let session = registry.createPending(app)
        await session.receive(#"{"ev":"viewport","width":1200}"#)
        await session.graph.settle()
        #expect(try await nextFrame(session).contains("wide"))
        await session.receive(#"{"ev":"viewport","width":390}"#)
        await session.graph.settle()
        #expect(try await nextFrame(session).contains("narrow"))

        let button = try #require(session.graph.tree.first(withText: "docs"))
        await session.receive(#"{"ev":"tap","id":\#(button.id.rawValue),"ref":1}"#)
        #expect(try await nextFrame(session) == #"{"open":"https://example.com/docs"}"#)
        #expect(!WebSession.opensInBrowser(URL(string: "javascript:alert(1)")!))
        #expect(WebSession.opensInBrowser(URL(string: "mailto:someone@example.com")!))
        registry.close(session)
    }
}
