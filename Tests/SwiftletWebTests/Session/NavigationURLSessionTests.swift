import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// A typed path of levels with a view-destination screen on each level.
private struct Floors: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("lobby")
                NavigationLink("Floor 1", value: 1)
            }
            .navigationDestination(for: Int.self) { floor in
                VStack {
                    Text("floor \(floor)")
                    NavigationLink("Floor \(floor + 1)", value: floor + 1)
                    NavigationLink("Plan") { Text("plan of \(floor)") }
                }
            }
        }
    }
}

/// The id of the button titled `title` in the session's tree.
@MainActor
private func button(_ title: String, in session: WebSession) throws -> Int {
    let node = try #require(
        session.graph.tree.allNodes.first { $0.kind == .button && $0.text == title }, "no button \(title)")
    return Int(node.id.rawValue)
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct NavigationURLSessionTests {
    let app = WebApp(name: "floors", title: "Floors", summary: "") { Floors() }

    @Test func aPushSendsANewHistoryEntryAndAViewScreenKeepsTheURL() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(app, basePath: "/apps/floors")
        #expect(session.currentURLPath == "/apps/floors")
        await session.receive(#"{"ev":"tap","id":\#(try button("Floor 1", in: session)),"ref":1}"#)
        #expect(try await nextFrame(session).contains("floor 1"))
        #expect(try await nextFrame(session) == #"{"nav":{"url":"/apps/floors/1","depth":1,"push":true}}"#)
        await session.receive(#"{"ev":"tap","id":\#(try button("Plan", in: session)),"ref":2}"#)
        #expect(try await nextFrame(session).contains("plan of 1"))
        #expect(try await nextFrame(session) == #"{"nav":{"url":"/apps/floors/1","depth":2,"push":true}}"#)
        registry.close(session)
    }

    @Test func backAndForwardInTheBrowserSetTheStackWithoutNewEntries() async throws {
        let registry = makeTestRegistry()
        let opened = NavigationURLState(segments: ["1", "2", "3"])
        let session = registry.createPending(app, openedAt: opened, basePath: "/apps/floors")
        #expect(session.currentURLPath == "/apps/floors/1/2/3")
        #expect(session.currentDepth == 3)
        #expect(session.graph.tree.allNodes.contains { $0.text == "floor 3" })
        // Back: the browser is already at /1/2; the stack follows and nothing is pushed.
        await session.receive(#"{"ev":"location","value":"/apps/floors/1/2","depth":2,"ref":3}"#)
        let back = try await nextFrame(session)
        #expect(back.contains(#""refs":[3]"#))
        #expect(!session.graph.tree.allNodes.contains { $0.text == "floor 3" })
        // Forward to an entry whose view screen cannot be rebuilt: the entry is replaced by what is shown.
        await session.receive(#"{"ev":"location","value":"/apps/floors/1/2/3","depth":4,"ref":4}"#)
        #expect(try await nextFrame(session).contains("floor 3"))
        #expect(try await nextFrame(session) == #"{"nav":{"url":"/apps/floors/1/2/3","depth":3,"push":false}}"#)
        // A path outside the app is refused.
        await session.receive(#"{"ev":"location","value":"/apps/other/1","ref":5}"#)
        #expect(try await nextFrame(session).hasPrefix(#"{"ref":5,"error":"location"#))
        registry.close(session)
    }

    @Test func malformedLocationsAreRefusedAndGarbageShowsTheDeepestScreen() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(
            app, openedAt: NavigationURLState(segments: ["1", "2"]), basePath: "/apps/floors")
        let long = "/apps/floors" + String(repeating: "/1", count: 1100)
        for bad in [
            #"{"ev":"location"}"#, #"{"ev":"location","value":"apps"}"#,
            #"{"ev":"location","value":"/apps/floors","depth":99}"#, #"{"ev":"location","value":"\#(long)"}"#,
        ] {
            await session.receive(bad)
            #expect(try await nextFrame(session).contains(#""error":"#), "\(bad.prefix(60))")
        }
        #expect(session.graph.tree.allNodes.contains { $0.text == "floor 2" })
        await session.receive(#"{"ev":"location","value":"/apps/floors/1/%00","depth":2,"ref":9}"#)
        #expect(try await nextFrame(session).contains(#""refs":[9]"#))
        #expect(try await nextFrame(session) == #"{"nav":{"url":"/apps/floors/1","depth":1,"push":false}}"#)
        #expect(session.graph.tree.allNodes.contains { $0.text == "floor 1" })
        #expect(!session.graph.tree.allNodes.contains { $0.text == "floor 2" })
        registry.close(session)
    }

    @Test func garbageInThePageURLShowsTheDeepestScreenThatDecodesAndLogsOnce() async throws {
        let log = CapturedLog()
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: log.logger())
        let opened = try #require(PageLocation.state(ofPath: "/apps/floors/1/%C0%AF/3", base: "/apps/floors"))
        let session = registry.createPending(app, openedAt: opened, basePath: "/apps/floors")
        #expect(session.currentURLPath == "/apps/floors/1")
        #expect(session.graph.tree.allNodes.contains { $0.text == "floor 1" })
        #expect(log.all.filter { $0.contains("navigation URL") }.count == 1)
        registry.close(session)
    }

    @Test func pagesBelowTheAppPathAreRenderedAtTheirScreen() async throws {
        let host = WebHost(apps: [app])
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.register(on: router)
        try await Application(router: router).test(.router) { client in
            let html: HTTPFields = [.accept: "text/html"]
            try await client.execute(uri: "/apps/floors/1/2", method: .get, headers: html) { response in
                let page = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(page.contains("floor 2"))
                #expect(page.contains(#"data-url="/apps/floors/1/2" data-depth="2""#))
            }
            try await client.execute(uri: "/apps/floors/1/..%2F/x", method: .get, headers: html) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("floor 1"))
                #expect(page.contains(#"data-url="/apps/floors/1""#))
            }
            // Requests that are not page loads (a favicon, a script) mount no session.
            try await client.execute(uri: "/apps/floors/favicon.ico", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("error"))
            }
            try await client.execute(uri: "/apps/nope/1", method: .get, headers: html) { response in
                #expect(response.status == .notFound)
            }
        }
        await MainActor.run { host.sessions.closeAll() }
    }

    @Test func aRootAppServesItsScreensBelowSlash() async throws {
        var configuration = WebHostConfiguration()
        configuration.rootApp = "floors"
        let host = WebHost(apps: [app], configuration: configuration)
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.register(on: router)
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/1/2/3", method: .get, headers: [.accept: "text/html"]) { response in
                let page = String(buffer: response.body)
                #expect(page.contains("floor 3"))
                #expect(page.contains(#"data-url="/1/2/3" data-depth="3""#))
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(String(buffer: response.body).contains(#"data-url="/" data-depth="0""#))
            }
            try await client.execute(uri: "/web/swiftlet.js", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
        await MainActor.run { host.sessions.closeAll() }
    }

    @Test func aSocketWithoutASessionIsRebuiltFromItsPath() async throws {
        var configuration = WebHostConfiguration()
        configuration.rootApp = "floors"
        let host = WebHost(apps: [app], configuration: configuration)
        let (state, base) = host.socketLocation("/apps/floors/1/2?tab=x", app: "floors")
        #expect(base == "/apps/floors")
        #expect(state?.segments == ["1", "2"])
        let (rootState, rootBase) = host.socketLocation("/4/5", app: "floors")
        #expect(rootBase == "")
        #expect(rootState?.segments == ["4", "5"])
        let (none, _) = host.socketLocation(String(repeating: "/1", count: 2000), app: "floors")
        #expect(none == nil)
    }
}
