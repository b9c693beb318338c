import Crypto
import Foundation
import SwiftletKit

/// EmojiArt's model (book §2.5, chapter 8): an actor whose feed is published on the main actor.
///
/// ``loadImages()`` fetches `/gallery/images`; ``verifyImages()`` checks every item's bytes against
/// the SHA-256 the feed lists, one child task per item in a throwing task group, each child
/// incrementing the actor-isolated ``verifiedCount`` when its item passed. Images are read through
/// the services' database, so verifying also fills the caches the grid then reads from.
public actor EmojiArtModel {
    /// The feed the views show.
    public nonisolated let feed: EmojiArtFeed
    /// Items verified so far; never reset.
    public private(set) var verifiedCount = 0
    let services: EmojiArtServices
    private let client: WebClient

    public init(services: EmojiArtServices, feed: EmojiArtFeed, client: WebClient = WebClient()) {
        self.services = services
        self.feed = feed
        self.client = client
    }

    /// Empties the feed, then GETs `/gallery/images` and publishes the items on the main actor.
    /// Throws ``EmojiArtError`` (or `CancellationError`).
    public nonisolated func loadImages() async throws {
        await MainActor.run { feed.imageFeed = [] }
        let url = try services.url(for: "/gallery/images")
        let data: Data
        do {
            data = try await client.data(for: .get(url))
        } catch let error as WebClientError {
            if case .badStatus(let code, _) = error { throw EmojiArtError.badStatus(code) }
            throw EmojiArtError.transport("\(error)")
        }
        guard let items = try? JSONDecoder().decode([FeedItem].self, from: data) else {
            throw EmojiArtError.unrecognized
        }
        await MainActor.run { feed.imageFeed = items }
    }

    /// Verifies every item of the feed concurrently; rethrows the first failure (the other children
    /// are cancelled). An item without a digest (its image is not served) passes: there is nothing
    /// to check.
    public func verifyImages() async throws {
        let items = await MainActor.run { feed.imageFeed }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for item in items {
                group.addTask {
                    try await self.verify(item)
                    await self.increaseVerifiedCount()
                }
            }
            try await group.waitForAll()
        }
    }

    private func increaseVerifiedCount() {
        verifiedCount += 1
    }

    private nonisolated func verify(_ item: FeedItem) async throws {
        guard let expected = item.sha256 else { return }
        let data: Data
        do {
            data = try await services.database.image(try services.url(for: item.url))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw EmojiArtError.unverifiable(name: item.name, reason: "\(error)")
        }
        // Hashing is CPU-bound: it runs off the concurrency pool, which stays free for the UI and I/O.
        let digest = await runSynchronousWork {
            SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
        }
        guard digest == expected else { throw EmojiArtError.checksumMismatch(name: item.name) }
    }
}
