import Testing

@testable import SwiftletDev

@Suite(.timeLimit(.minutes(1)))
struct DevEventsTests {
    @Test func whenEveryListenerSlotIsTakenTheOldestGivesWayToTheNewcomer() async throws {
        let events = DevEvents()
        var streams = (0..<DevEvents.maximumSubscribers).compactMap { _ in events.subscribe() }
        #expect(streams.count == DevEvents.maximumSubscribers)
        let newcomer = try #require(events.subscribe())
        #expect(events.subscriberCount == DevEvents.maximumSubscribers)
        events.send(.building)
        // The first listener's stream ended without the event; the newcomer got it.
        var oldest = streams.removeFirst().makeAsyncIterator()
        #expect(await oldest.next() == nil)
        var newest = newcomer.makeAsyncIterator()
        #expect(await newest.next() == .building)
        events.finishAll()
        #expect(events.subscribe() == nil)
    }
}
