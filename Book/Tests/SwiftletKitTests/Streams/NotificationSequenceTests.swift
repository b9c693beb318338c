import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct NotificationSequenceTests {
    static let name = Notification.Name("SwiftletKitTests.ping")

    @Test func deliversPostedNotificationsInOrder() async throws {
        let center = NotificationCenter()
        let sequence = center.notifications(for: Self.name)
        for index in 1...3 {
            center.post(name: Self.name, object: nil, userInfo: ["index": "\(index)"])
        }
        center.post(name: Notification.Name("other"), object: nil)
        try await expect(
            sequence.map { @Sendable in $0.userInfo["index"] ?? "?" }, emits: ["1", "2", "3"], within: .seconds(60))
    }

    @Test func removesTheObserverWhenIterationEnds() async throws {
        let center = NotificationCenter()
        let removed = Counter()
        let sequence = NotificationSequence(
            center: center, name: Self.name, object: nil, onRemove: { Task { await removed.increment() } })
        let consumer = Task {
            for await _ in sequence { break }
        }
        center.post(name: Self.name, object: nil)
        try await withTimeout(.seconds(60)) { await consumer.value }
        try await waitUntil { await removed.value == 1 }
    }

    @Test func cancellingTheConsumerRemovesTheObserver() async throws {
        let center = NotificationCenter()
        let removed = Counter()
        let sequence = NotificationSequence(
            center: center, name: Self.name, object: nil, onRemove: { Task { await removed.increment() } })
        let consumer = Task {
            for await _ in sequence {}
        }
        consumer.cancel()
        try await withTimeout(.seconds(60)) { await consumer.value }
        try await waitUntil { await removed.value == 1 }
    }
}
