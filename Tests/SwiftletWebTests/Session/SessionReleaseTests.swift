import Logging
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// A closed session leaves nothing behind: the soak (`Book/Benchmarks/soak/soak.py`, RELIABILITY.md)
/// showed the server's memory growing with every browser session, these pin down where it is not.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct SessionReleaseTests {
    let counter = WebApp(name: "counter", title: "Counter", summary: "") { CounterView() }

    @Test func aClosedAttachedSessionAndItsGraphAreFreed() {
        weak var session: WebSession?
        weak var graph: ViewGraph?
        do {
            let registry = SessionRegistry(
                pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: Logger(label: "test")
            )
            let created = registry.createAttached(counter)
            created.sendRender()
            session = created
            graph = created.graph
            registry.close(created)
        }
        #expect(session == nil)
        #expect(graph == nil)
    }

    @Test func aClosedPendingSessionIsFreed() {
        weak var session: WebSession?
        do {
            let registry = SessionRegistry(
                pendingTimeout: .seconds(3600), clock: ContinuousClock(), limits: .init(), logger: Logger(label: "test")
            )
            let created = registry.createPending(counter)
            session = created
            registry.close(created)
        }
        #expect(session == nil)
    }
}
