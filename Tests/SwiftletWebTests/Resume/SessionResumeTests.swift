import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Session resume over real sockets: a page whose socket drops finds its session still running and
/// continues from the frames it received; tokens need their secret; one socket holds a session at a
/// time; a session left alone closes after its grace period; scene values mount with a fresh session.
@Suite(.timeLimit(.minutes(2))) struct SessionResumeTests {
    private func application(
        clock: any Clock<Duration> = ContinuousClock(), configure: (inout WebHostConfiguration) -> Void = { _ in }
    ) -> (some ApplicationProtocol, WebHost, FeedSource) {
        let source = FeedSource()
        var configuration = WebHostConfiguration(extraAllowedOrigins: ["ws://localhost"])
        configure(&configuration)
        let host = WebHost(
            apps: [
                WebApp(name: "feed", title: "Feed", summary: "") { FeedView(source: source) },
                WebApp(name: "draft", title: "Draft", summary: "") { SceneDraftView() },
            ],
            configuration: configuration, clock: clock)
        let router = Router(context: WebHostRequestContext.self)
        host.register(on: router)
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router,
                configuration: .init(ws: .init(maxFrameSize: WebHostConfiguration.maxFrameSize))))
        return (app, host, source)
    }

    /// Opens `path`, sends `messages`, and collects frames until `done` holds for them; the socket
    /// then closes (without saying the page leaves, as a dropped connection).
    private static func frames(
        _ client: some TestClientProtocol, _ path: String, sending messages: [String] = [],
        while inside: @escaping @Sendable () async throws -> Void = {},
        until done: @escaping @Sendable ([String]) -> Bool
    ) async throws -> [String] {
        let received = FrameRecorder()
        _ = try await withTimeout(.seconds(60)) {
            try await client.ws(path) { inbound, outbound, _ in
                for message in messages { try await outbound.write(.text(message)) }
                for try await message in inbound.messages(maxSize: 1 << 22) {
                    guard case .text(let text) = message else { continue }
                    _ = await received.append(text)
                    if done(await received.frames) { break }
                }
                try await inside()
            }
        }
        return await received.frames
    }

    private static func object(_ frame: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(frame.utf8))) as? [String: Any] ?? [:]
    }

    /// The token and next frame index of a hello frame.
    private static func hello(_ frame: String?) -> (token: String, frames: Int)? {
        guard let frame, let token = object(frame)["session"] as? String, let next = object(frame)["frames"] as? Int
        else { return nil }
        return (token, next)
    }

    /// Whether a hello frame says the socket got the session the page held.
    private static func wasResumed(_ frame: String?) -> Bool {
        guard let frame else { return false }
        return object(frame)["resumed"] as? Bool == true
    }

    /// The first message of a page that holds `token`, received `frames` frames and applied tick `seq`
    /// (sent on `/ws?app=…&hello=1`).
    private static func resuming(_ token: String, frames: Int, seq: Int = 0, values: String = "{}") -> String {
        #"{"ev":"hello","session":"\#(token)","frames":\#(frames),"seq":\#(seq),"values":\#(values)}"#
    }

    private static func isRender(_ frame: String) -> Bool { object(frame)["render"] != nil }
    private static func sequence(_ frame: String) -> Int? { object(frame)["seq"] as? Int }

    /// Waits (bounded) until `condition` holds on the main actor.
    private static func waitUntil(_ condition: @escaping @MainActor () -> Bool) async throws {
        try await withTimeout(.seconds(30)) {
            while !(await MainActor.run(body: condition)) { try await Task.sleep(for: .milliseconds(2)) }
        }
    }

    @MainActor private static func shows(_ text: String, _ session: WebSession?) -> Bool {
        guard let session else { return false }
        var html = ""
        HTMLRenderer.write(session.rootElement, into: &html)
        return html.contains(text)
    }

    @Test func aDroppedSocketsSessionKeepsRunningAndResumesWithNoLostOrRepeatedFrame() async throws {
        let (app, host, source) = application()
        try await app.test(.live) { client in
            // The first socket: hello, render, then the tick of the first value (sent once the render
            // is in, so that it is a tick of its own: frame 1 of the session).
            let first = try await Self.frames(client, "/ws?app=feed") {
                if $0.count == 2 { source.continuation.yield(1) }
                return $0.contains { $0.contains("Value: 1") }
            }
            let (token, start) = try #require(Self.hello(first.first))
            #expect(start == 0 && Self.isRender(first[1]))
            #expect(first.dropFirst().filter(Self.isRender).count == 1)
            // Dropped: the session waits, counted once, and its task keeps running.
            try await Self.waitUntil { host.sessions.detachedCount == 1 }
            try await client.execute(uri: "/web/status", method: .get) { response in
                #expect(String(buffer: response.body) == #"{"sessions":1,"pending":0,"detached":1}"#)
            }
            source.continuation.yield(2)
            source.continuation.yield(3)
            try await Self.waitUntil { Self.shows("Value: 3", host.sessions.session(token: token, appName: "feed")) }
            // The page lost the last frame it was sent (the tick of value 1): it says it received one
            // frame and applied the render, and gets that tick again, then what happened meanwhile.
            let resumed = try await Self.frames(
                client, "/ws?app=feed&hello=1", sending: [Self.resuming(token, frames: 1)]
            ) {
                $0.contains { $0.contains("Value: 3") }
            }
            // The same session, under a new token (the one used is void now).
            #expect(Self.wasResumed(resumed.first) && Self.hello(resumed.first)?.token != token)
            #expect(Self.hello(resumed.first)?.frames == 1)
            let ticks = resumed.dropFirst()
            #expect(!ticks.contains(where: Self.isRender))
            #expect(ticks.first?.contains("Value: 1") == true)
            #expect(ticks.compactMap(Self.sequence) == Array(1...ticks.count))
            #expect(await MainActor.run { host.sessions.liveCount } == 1)
        }
    }

    @Test func aSessionNotResumedWithinItsGracePeriodCloses() async throws {
        let clock = ManualClock()
        let (app, host, _) = application(clock: clock) { $0.sessionGrace = .seconds(10) }
        try await app.test(.live) { client in
            let first = try await Self.frames(client, "/ws?app=feed") { $0.count == 2 }
            let (token, _) = try #require(Self.hello(first.first))
            try await Self.waitUntil { host.sessions.detachedCount == 1 && clock.sleeperCount == 1 }
            clock.advance(by: .seconds(9))
            #expect(await MainActor.run { host.sessions.liveCount } == 1)
            clock.advance(by: .seconds(1))
            try await Self.waitUntil { host.sessions.liveCount == 0 && host.sessions.detachedCount == 0 }
            // The page comes back too late: a fresh session, with its own token, and a render.
            let late = try await Self.frames(client, "/ws?app=feed&hello=1", sending: [Self.resuming(token, frames: 2)])
            { $0.count == 2 }
            let fresh = try #require(Self.hello(late.first))
            #expect(fresh.token != token && fresh.frames == 0 && Self.isRender(late[1]) && !Self.wasResumed(late.first))
        }
    }

    @Test func pastTheFrameBoundTheResumedPageGetsOneRender() async throws {
        let (app, host, source) = application { $0.queuedFrameBytes = 4_096 }
        try await app.test(.live) { client in
            let first = try await Self.frames(client, "/ws?app=feed") { $0.count == 2 }
            let (token, _) = try #require(Self.hello(first.first))
            try await Self.waitUntil { host.sessions.detachedCount == 1 }
            // A tick larger than the bound while nobody reads: the queued ticks become one render.
            source.continuation.yield(5_000)
            // The tick was produced (the frame pacing may hold it for a moment).
            try await Self.waitUntil { host.sessions.session(token: token, appName: "feed")?.sequence == 1 }
            let resumed = try await Self.frames(
                client, "/ws?app=feed&hello=1", sending: [Self.resuming(token, frames: 1)]
            ) {
                $0.contains(where: Self.isRender)
            }
            #expect(Self.wasResumed(resumed.first))
            #expect(resumed.count == 2 && Self.isRender(resumed[1]) && resumed[1].contains("Value: 5000"))
        }
    }

    @Test func framesNoLongerKeptForThePageMeanOneRender() async throws {
        let (app, host, source) = application { $0.resumeBufferBytes = 0 }
        try await app.test(.live) { client in
            // The first value comes once the render is in: its own tick, frame 1 of the session.
            let first = try await Self.frames(client, "/ws?app=feed") {
                if $0.count == 2 { source.continuation.yield(1) }
                return $0.contains { $0.contains("Value: 1") }
            }
            let (token, _) = try #require(Self.hello(first.first))
            try await Self.waitUntil { host.sessions.detachedCount == 1 }
            let resumed = try await Self.frames(
                client, "/ws?app=feed&hello=1", sending: [Self.resuming(token, frames: 1)]
            ) {
                $0.count == 2
            }
            #expect(Self.wasResumed(resumed.first) && Self.hello(resumed.first)?.frames == 2)
            #expect(Self.isRender(resumed[1]) && resumed[1].contains("Value: 1"))
        }
    }

    @Test func aForgedOrReplayedTokenGetsAFreshSessionNeverAnotherOne() async throws {
        let (app, host, _) = application()
        try await app.test(.live) { client in
            let first = try await Self.frames(client, "/ws?app=feed") { $0.count == 2 }
            let (token, _) = try #require(Self.hello(first.first))
            try await Self.waitUntil { host.sessions.detachedCount == 1 }
            // The right public part with a wrong secret, a short token, another app's name.
            let forged = String(token.dropLast()) + (token.hasSuffix("0") ? "1" : "0")
            for (path, hello) in [
                ("/ws?app=feed&hello=1", Self.resuming(forged, frames: 2)),
                ("/ws?app=feed&hello=1", Self.resuming(String(token.prefix(16)), frames: 0)),
                ("/ws?app=draft&hello=1", Self.resuming(token, frames: 2)),
                // A token in the URL is never a credential (it would be in every access log).
                ("/ws?app=feed&session=\(token)&frames=2&seq=0", #"{"ev":"scene","values":{}}"#),
            ] {
                let frames = try await Self.frames(client, path, sending: [hello]) { $0.count == 2 }
                let fresh = try #require(Self.hello(frames.first))
                #expect(fresh.token != token && fresh.frames == 0 && Self.isRender(frames[1]))
                #expect(!Self.wasResumed(frames.first))
            }
            #expect(await MainActor.run { host.sessions.session(token: token, appName: "feed") != nil })
            // The page resumes, then leaves: its session closes, and no token of it is worth anything.
            let left = try await Self.frames(
                client, "/ws?app=feed&hello=1", sending: [Self.resuming(token, frames: 2), #"{"ev":"leave"}"#]
            ) { $0.count == 1 }
            let next = try #require(Self.hello(left.first)?.token)
            #expect(Self.wasResumed(left.first))
            try await Self.waitUntil { host.sessions.session(token: next, appName: "feed") == nil }
            for used in [token, next] {
                let replayed = try await Self.frames(
                    client, "/ws?app=feed&hello=1", sending: [Self.resuming(used, frames: 2)]
                ) { $0.count == 2 }
                #expect(!Self.wasResumed(replayed.first) && Self.isRender(replayed[1]))
            }
        }
    }

    @Test func aSecondSocketWithTheTokenTakesTheSessionAndTheFirstCloses() async throws {
        let (app, host, source) = application()
        try await app.test(.live) { client in
            let older = FrameRecorder()
            _ = try await withTimeout(.seconds(60)) {
                try await client.ws("/ws?app=feed") { inbound, _, _ in
                    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                    guard case .text(let text)? = try await messages.next(), let (token, _) = Self.hello(text) else {
                        Issue.record("no hello frame")
                        return
                    }
                    _ = try await messages.next()  // the render
                    let newer = try await Self.frames(
                        client, "/ws?app=feed&hello=1", sending: [Self.resuming(token, frames: 1)]
                    ) {
                        // Once the newer socket holds the session, a value changes the page.
                        if $0.count == 1 { source.continuation.yield(7) }
                        return $0.contains { $0.contains("Value: 7") }
                    }
                    #expect(Self.wasResumed(newer.first))
                    // The older socket is told, then closed; it gets none of the newer one's frames.
                    while case .text(let text)? = try await messages.next() { _ = await older.append(text) }
                }
            }
            let frames = await older.frames
            #expect(frames.last?.contains("this session was resumed by another connection") == true)
            #expect(!frames.contains { $0.contains("Value: 7") })
            #expect(await MainActor.run { host.sessions.liveCount } == 1)
        }
    }

    @Test func aFreshSessionMountsWithThePagesSceneValuesAndSendsItsWritesBack() async throws {
        let (app, _, _) = application()
        try await app.test(.live) { client in
            let frames = try await Self.frames(
                client, "/ws?app=draft&scene=1", sending: [#"{"ev":"scene","values":{"draft":"kept"}}"#]
            ) { $0.count == 2 }
            #expect(Self.isRender(frames[1]) && frames[1].contains("Draft: kept"))
            // The field's node id, then an edit: the new value comes back as a scene frame.
            let beforeField = frames[1].components(separatedBy: #"["data-ev","input"]"#)[0]
            let id = beforeField.components(separatedBy: #"["id","n"#).last?.prefix { $0.isNumber } ?? ""
            let token = try #require(Self.hello(frames.first)?.token)
            let edited = try await Self.frames(
                client, "/ws?app=draft&hello=1",
                sending: [Self.resuming(token, frames: 1), #"{"ev":"input","id":\#(id),"value":"changed","ref":1}"#]
            ) { $0.contains { $0.contains(#""scene""#) } }
            #expect(edited.contains { $0 == #"{"scene":{"key":"draft","value":"changed"}}"# })
        }
    }

    @Test func aSceneSocketThatNeverSpeaksIsClosedAtItsFirstMessageDeadlineWithoutASession() async throws {
        let (app, host, _) = application { $0.firstMessageTimeout = .seconds(1) }
        try await app.test(.live) { client in
            // The page said it has scene values and then sends nothing: it is told why and closed.
            let frames = try await Self.frames(client, "/ws?app=draft&scene=1") { _ in false }
            #expect(frames.count == 1 && frames[0].contains("no first message within"), "\(frames)")
            #expect(await MainActor.run { host.sessions.liveCount } == 0)
            // One that speaks in time is served as before.
            let served = try await Self.frames(
                client, "/ws?app=draft&scene=1", sending: [#"{"ev":"scene","values":{"draft":"in time"}}"#]
            ) { $0.count == 2 }
            #expect(served.count == 2 && served[1].contains("Draft: in time"))
        }
    }

    @Test func sceneValuesBeyondTheStorageCapsAreRefused() async throws {
        let (app, _, _) = application { $0.limits.maxStorageKeys = 2 }
        try await app.test(.live) { client in
            let frames = try await Self.frames(
                client, "/ws?app=draft", sending: [#"{"ev":"scene","values":{"a":"1","b":"2","c":"3"}}"#]
            ) { $0.contains { $0.contains("error") } }
            // The values that fit are kept; the one past the cap is refused by name.
            #expect(
                frames.contains {
                    $0.contains(#"scene storage refused for 1 key (the others are kept): \"c\" would be key 3, over 2"#)
                }, "\(frames)")
        }
    }
}
