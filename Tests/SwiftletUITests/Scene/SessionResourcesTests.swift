@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// Records which resources the code of a view saw as current.
@MainActor
private final class SeenResources {
    var inTask: SessionResources?
    var inActionTask: SessionResources?
    var inAppear: SessionResources?
}

private struct ResourceProbe: View {
    let seen: SeenResources

    var body: some View {
        Button("Load") {
            Task { seen.inActionTask = SessionResources.current }
        }
        .onAppear { seen.inAppear = SessionResources.current }
        .task { seen.inTask = SessionResources.current }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SessionResourcesTests {
    @Test func aViewsTasksActionsAndCallbacksSeeTheirOwnSessionsResources() async throws {
        let seen = SeenResources()
        let resources = SessionResources(limits: .init(streams: 2))
        var environment = EnvironmentValues()
        environment.hostServices = HostServices(resources: resources)
        let host = HeadlessHost(ResourceProbe(seen: seen), environment: environment)
        try await host.tap("Load")
        try await host.waitUntil { seen.inTask != nil && seen.inActionTask != nil }
        #expect(seen.inAppear === resources)
        #expect(seen.inTask === resources)
        #expect(seen.inActionTask === resources)
        // Outside any page's code there is none.
        #expect(SessionResources.current == nil)
        await host.unmount()
    }

    @Test func aStreamPastTheLimitIsRefusedAndAReleasedOneFreesItsSlot() async throws {
        let resources = SessionResources(limits: .init(streams: 2))
        let first = try await resources.acquire(.stream)
        var second: SessionResourceLease? = try await resources.acquire(.stream)
        await #expect(throws: SessionResourceError.limitReached(.stream, limit: 2)) {
            _ = try await resources.acquire(.stream)
        }
        #expect(resources.openCount(.stream) == 2)
        second = nil  // a lease that goes away gives its slot back
        #expect(second == nil)
        #expect(resources.openCount(.stream) == 1)
        let third = try await resources.acquire(.stream)
        first.release()
        first.release()  // a second release gives back nothing more
        third.release()
        #expect(resources.openCount(.stream) == 0)
    }

    @Test func requestsPastTheLimitWaitInOrderAndACancelledWaiterTakesNothing() async throws {
        let resources = SessionResources(limits: .init(requests: 1))
        let held = try await resources.acquire(.request)
        let order = EventLog()
        let cancelled = Task {
            do {
                _ = try await resources.acquire(.request)
                order.record("cancelled one got a slot")
            } catch {
                order.record("cancelled one: \(error is CancellationError)")
            }
        }
        let waiting = Task {
            let lease = try await resources.acquire(.request)
            order.record("waiting one got a slot")
            return lease
        }
        for _ in 0..<5_000 where resources.waiterCount < 2 { try await Task.sleep(for: .milliseconds(1)) }
        #expect(resources.waiterCount == 2)
        cancelled.cancel()
        await cancelled.value
        #expect(order.take() == ["cancelled one: true"])
        held.release()
        let lease = try await waiting.value
        #expect(order.take() == ["waiting one got a slot"])
        #expect(resources.openCount(.request) == 1)
        lease.release()
        #expect(resources.openCount(.request) == 0)
    }
}
