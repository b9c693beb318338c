import BookTestSupport
import Clocks
import Foundation
import OpenCombine
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// `.onReceive(_:perform:)`: a view follows a publisher while it is mounted, and only then.
@MainActor @Suite struct OnReceiveTests {
    @MainActor final class Received {
        var values: [Int] = []
    }

    struct Follower: View {
        let subject: PassthroughSubject<Int, Never>
        let received: Received
        var body: some View {
            Text("following").onReceive(subject) { received.values.append($0) }
        }
    }

    @Test func everyValueArrivesInOrderUntilTheViewIsRemoved() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let received = Received()
        let host = HeadlessHost(Follower(subject: subject, received: received))
        // The subscription starts with the view's task, at the end of the mounting tick.
        try await host.waitUntil {
            subject.send(0)
            return !received.values.isEmpty
        }
        for value in 1...5 { subject.send(value) }
        // Zeros sent while waiting may still arrive first; then 1…5, in order.
        try await host.waitUntil { received.values.last == 5 }
        #expect(received.values.filter { $0 != 0 } == [1, 2, 3, 4, 5])
        await host.unmount()
        subject.send(99)
        await Task.yield()
        #expect(!received.values.contains(99))
    }

    @Test func aTimerDrivesTheViewOnItsClock() async throws {
        let clock = TestClock()
        let received = Received()
        let timer = TimerClock.$current.withValue(clock) {
            Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        }
        struct Ticking: View {
            let timer: Publishers.Autoconnect<Timer.TimerPublisher>
            let received: Received
            var body: some View {
                Text("ticking").onReceive(timer) { _ in received.values.append(1) }
            }
        }
        let host = HeadlessHost(Ticking(timer: timer, received: received))
        try await clock.advanceOnceSleeping(by: .seconds(1))
        try await host.waitUntil { received.values.count == 1 }
        await host.unmount()
        // The view's subscription was the timer's only one: the timer stopped with it.
        try await waitUntil { !(await clock.hasSleeper) }
    }
}
