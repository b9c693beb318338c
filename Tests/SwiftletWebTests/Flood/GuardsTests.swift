import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The small rules the host's flood guards are built from.
@Suite struct FloodGuardTests {
    @Test func clientTextInLogsIsEscapedAndTruncated() {
        #expect(LogSafeText.escaped("plain") == "plain")
        #expect(LogSafeText.escaped("a\nb\r\u{1B}[31m") == #"a\u{a}b\u{d}\u{1b}[31m"#)
        #expect(LogSafeText.escaped(nil) == "-")
        let long = LogSafeText.escaped(String(repeating: "é", count: 1_000))
        #expect(long.utf8.count <= LogSafeText.maxBytes + "…".utf8.count)
        #expect(long.hasSuffix("…"))
    }

    @Test func theMessageRateLimitAllowsABurstThenTheRate() {
        var limit = MessageRateLimit(rate: 10, burst: 5)
        let start = ContinuousClock.now
        var taken: [Bool] = []
        for _ in 1...6 { taken.append(limit.take(now: start)) }
        taken.append(limit.take(now: start + .milliseconds(100)))
        taken.append(limit.take(now: start + .milliseconds(100)))
        #expect(taken == [true, true, true, true, true, false, true, false])
    }

    @Test func aRebindingDNSNameIsRefusedEvenWhenOriginAndHostAgree() {
        let check = OriginCheck(allowedHosts: WebHostConfiguration.defaultAllowedHosts(listeningOn: "127.0.0.1"))
        #expect(check.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(check.allows(origin: "http://localhost:8080", host: "localhost:8080"))
        #expect(!check.allows(origin: "http://rebind.attacker.example:8080", host: "rebind.attacker.example:8080"))
        let proxied = OriginCheck(allowedHosts: ["swiftlet.example", "other.example:8443"])
        #expect(proxied.allows(origin: "https://swiftlet.example", host: "swiftlet.example"))
        #expect(proxied.allows(origin: "https://other.example:8443", host: "other.example:8443"))
        #expect(!proxied.allows(origin: "https://other.example:9999", host: "other.example:9999"))
        #expect(!proxied.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        let everywhere = OriginCheck(
            allowedHosts: WebHostConfiguration.defaultAllowedHosts(listeningOn: "0.0.0.0"), allowsAnyAddressHost: true)
        #expect(everywhere.allows(origin: "http://192.168.1.20:8080", host: "192.168.1.20:8080"))
        #expect(everywhere.allows(origin: "http://[fe80::1]:8080", host: "[fe80::1]:8080"))
        #expect(!everywhere.allows(origin: "http://rebind.example:8080", host: "rebind.example:8080"))
    }

    @Test func allowedHostsComeFromTheCommandLine() throws {
        let options = try WebServerOptions(arguments: ["--allowed-host", "a.example", "--allowed-host=b.example:81"])
        #expect(options.allowedHosts == ["a.example", "b.example:81"])
    }

    @MainActor
    @Test func sessionsAreCappedPerClientAndInAll() {
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(),
            caps: SessionCaps(maxSessions: 6, maxSessionsPerClient: 3, maxPending: 4, maxPendingPerClient: 2),
            logger: .init(label: "test"))
        let app = WebApp(name: "counter", title: "Counter", summary: "") { CounterView() }
        let first = registry.createPending(app, client: "a")
        _ = registry.createPending(app, client: "a")
        #expect(
            registry.admit(client: "a", pending: true)
                == .clientLimit(
                    "too many pages loaded without their socket from this client (at most 2)"))
        // Adopting a page frees its pending place; the client's sessions still count.
        #expect(registry.resume(token: first.token, appName: "counter") === first)
        #expect(registry.admit(client: "a", pending: true) == nil)
        _ = registry.createPending(app, client: "a")
        if case .clientLimit = registry.admit(client: "a", pending: false) {} else { Issue.record("no client cap") }
        #expect(registry.admit(client: "b", pending: true) == nil)
        _ = registry.createPending(app, client: "b")
        _ = registry.createPending(app, client: "c")
        if case .hostLimit = registry.admit(client: "d", pending: true) {} else { Issue.record("no pending cap") }
        #expect(registry.admit(client: "d", pending: false) == nil)
        _ = registry.createAttached(app, client: "d")
        if case .hostLimit = registry.admit(client: "e", pending: false) {} else { Issue.record("no host cap") }
        registry.close(first)
        #expect(registry.admit(client: "e", pending: false) == nil)
        registry.closeAll()
        #expect(registry.sessionCount(client: "a") == 0 && registry.liveCount == 0)
    }

    @MainActor @Test func detachedSessionsHaveAShareOfTheirOwnAndTheOldestGoesFirst() {
        let registry = SessionRegistry(
            pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(),
            caps: SessionCaps(maxSessionsPerClient: 2, maxDetachedPerClient: 2), grace: .seconds(3600),
            logger: .init(label: "test"))
        let app = WebApp(name: "counter", title: "Counter", summary: "") { CounterView() }
        func dropSocket(_ session: WebSession) {
            let attachment = session.attach(received: nil, pageSequence: nil)
            registry.release(session, attachment: attachment.number, closing: false)
        }
        let first = registry.createAttached(app, client: "a")
        let second = registry.createAttached(app, client: "a")
        if case .clientLimit = registry.admit(client: "a", pending: false) {} else { Issue.record("no client cap") }
        // Sockets that drop leave their sessions waiting, outside the client's live share.
        dropSocket(first)
        dropSocket(second)
        #expect(registry.detachedCount(client: "a") == 2)
        #expect(registry.admit(client: "a", pending: false) == nil)
        // A third detached session is one too many: the oldest waiting one is closed for it.
        let third = registry.createAttached(app, client: "a")
        dropSocket(third)
        #expect(registry.detachedCount(client: "a") == 2 && registry.liveCount == 2)
        #expect(registry.session(token: first.token, appName: "counter") == nil)
        #expect(registry.session(token: second.token, appName: "counter") === second)
        // Resuming one gives it back to the live share.
        #expect(registry.resume(token: second.token, appName: "counter") === second)
        #expect(registry.detachedCount(client: "a") == 1)
        registry.closeAll()
        #expect(registry.detachedCount(client: "a") == 0 && registry.liveCount == 0)
    }
}
