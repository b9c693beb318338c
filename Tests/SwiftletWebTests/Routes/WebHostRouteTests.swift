import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite(.timeLimit(.minutes(2))) struct WebHostRouteTests {
    /// The test client sends `Origin: ws://localhost`, which is not the page's origin; `allowTestClient`
    /// lists it explicitly.
    /// Sessions close with their socket here (no grace period: see `SessionResumeTests`).
    private func application(allowTestClient: Bool = true) -> (some ApplicationProtocol, WebHost) {
        var configuration = WebHostConfiguration(extraAllowedOrigins: allowTestClient ? ["ws://localhost"] : [])
        configuration.sessionGrace = .zero
        let host = WebHost(
            apps: [WebApp(name: "counter", title: "Counter <1>", summary: "Counts.") { CounterView() }],
            configuration: configuration)
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.register(on: router)
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: WebHostConfiguration.maxFrameSize))))
        return (app, host)
    }

    @Test func pagesAreServerRenderedAndEscaped() async throws {
        let (app, _) = application()
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Counter &lt;1&gt;"))
            }
            try await client.execute(uri: "/apps/counter", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(html.contains("Count: 0"))
                #expect(html.contains("data-session=\""))
                #expect(html.contains("<script src=\"/web/swiftlet.js\""))
            }
            try await client.execute(uri: "/apps/nope", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body) == #"{"error":"no app named nope"}"#)
            }
            try await client.execute(uri: "/web/swiftlet.js", method: .get) { response in
                #expect(String(buffer: response.body).contains("Reconnecting"))
            }
            try await client.execute(uri: "/web/status", method: .get) { response in
                #expect(String(buffer: response.body) == #"{"sessions":1,"pending":1,"detached":0}"#)
            }
        }
    }

    @Test func hiddenAppsAreListedOnlyWithAllAndTheClientIsServed() async throws {
        let host = WebHost(apps: [
            WebApp(name: "counter", title: "Counter", summary: "Counts.") { CounterView() },
            WebApp(name: "secret", title: "Secret", summary: "Hidden.", hidden: true) { CounterView() },
        ])
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.register(on: router)
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("/apps/counter") && !html.contains("/apps/secret"))
            }
            try await client.execute(uri: "/?all", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("/apps/counter") && html.contains("/apps/secret"))
            }
            try await client.execute(uri: "/apps/secret", method: .get) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/web/swiftlet.js", method: .get) { response in
                #expect(String(buffer: response.body).contains("window.benchDone"))
            }
            // The socket's route answers a plain GET with what it needs, not with an empty 200.
            try await client.execute(uri: "/ws?app=counter", method: .get) { response in
                #expect(response.status.code == 426)
                #expect(response.headers[.upgrade] == "websocket")
            }
        }
    }

    @Test func socketGetsARenderThenTicksAndItsSessionEndsWithIt() async throws {
        let (app, host) = application()
        try await app.test(.live) { client in
            let frames = try await withTimeout(.seconds(60)) {
                try await Self.exchange(client: client)
            }
            #expect(frames[0].hasPrefix(#"{"session":""#) && frames[0].hasSuffix(#","frames":0,"resumed":false}"#))
            #expect(frames[1].hasPrefix(#"{"seq":0,"render":"#))
            #expect(frames[2].hasPrefix(#"{"seq":1,"ops":[["text""#))
            #expect(frames[2].contains("Count: 1"))
            try await withTimeout(.seconds(60)) {
                while await MainActor.run(body: { host.sessions.liveCount }) > 0 {
                    try await Task.sleep(for: .milliseconds(2))
                }
            }
        }
    }

    private static func exchange(client: some TestClientProtocol) async throws -> [String] {
        let received = FrameRecorder()
        try await client.ws("/ws?app=counter") { inbound, outbound, _ in
            for try await message in inbound.messages(maxSize: 1 << 20) {
                guard case .text(let text) = message else { continue }
                let count = await received.append(text)
                if count == 2 {
                    // The counter's "Add" button is the first element with data-ev "tap".
                    let beforeTap = text.components(separatedBy: #"["data-ev","tap"]"#)[0]
                    let id = beforeTap.components(separatedBy: #"["id","n"#).last?.prefix { $0.isNumber } ?? ""
                    try await outbound.write(.text(#"{"ev":"tap","id":\#(id),"ref":1}"#))
                } else if count == 3 {
                    return
                }
            }
        }
        return await received.frames
    }
}

actor FrameRecorder {
    private(set) var frames: [String] = []

    func append(_ frame: String) -> Int {
        frames.append(frame)
        return frames.count
    }
}
