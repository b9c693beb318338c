import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Synchronization
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Counts the request contexts alive in ``WebSocketContextReleaseTests`` (the only user).
private final class ContextTracker: Sendable {
    static let live = Atomic<Int>(0)

    init() { Self.live.wrappingAdd(1, ordering: .relaxed) }
    deinit { Self.live.wrappingSubtract(1, ordering: .relaxed) }
}

/// A releasable context that reports its own lifetime through a ``ContextTracker``.
private struct TrackedContext: RequestContext, ReleasableWebSocketContext {
    var coreContext: CoreRequestContextStorage
    private let slot = WebSocketHandlerSlot<Self>()
    private let tracker = ContextTracker()

    var webSocket: WebSocketHandlerReference<Self> { slot.current }

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    func releaseWebSocketHandler() { slot.release() }
}

/// A closed browser socket leaves nothing behind: hummingbird-websocket keeps an upgraded request's
/// context in a cycle through its own handler box, which the host breaks when the socket starts.
@Suite(.timeLimit(.minutes(2))) struct WebSocketContextReleaseTests {
    @Test func everyClosedSocketsRequestContextIsFreed() async throws {
        let host = WebHost(
            apps: [WebApp(name: "counter", title: "Counter", summary: "Counts.") { CounterView() }],
            configuration: {
                var configuration = WebHostConfiguration(extraAllowedOrigins: ["ws://localhost"])
                configuration.sessionGrace = .zero  // sessions close with their sockets
                return configuration
            }())
        let router = Router(context: TrackedContext.self)
        host.register(on: router)
        let app = Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router))
        try await app.test(.live) { client in
            for _ in 0..<5 {
                _ = try await withTimeout(.seconds(60)) {
                    try await client.ws("/ws?app=counter") { inbound, _, _ in
                        for try await _ in inbound.messages(maxSize: 1 << 20) { return }
                    }
                }
            }
            // Sessions end once their sockets have; every context (five upgrades) then goes.
            try await withTimeout(.seconds(60)) {
                while await MainActor.run(body: { host.sessions.liveCount }) > 0
                    || ContextTracker.live.load(ordering: .relaxed) > 0
                {
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
        }
        #expect(ContextTracker.live.load(ordering: .relaxed) == 0)
    }
}
