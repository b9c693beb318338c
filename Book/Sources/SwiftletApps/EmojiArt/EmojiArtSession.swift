import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// One EmojiArt screen's state on the main actor: the loading sequence (set-up → load → verify with
/// progress polled on the services' clock), the selected item, and the error alert.
///
/// ``start()`` runs inside the root view's `.task`, so leaving the page cancels it, its verification
/// children and its poller.
@MainActor
public final class EmojiArtSession: ObservableObject {
    /// What the screen shows.
    public enum Phase: Equatable, Sendable {
        case verifying
        case feed
    }

    @Published public private(set) var phase = Phase.verifying
    /// The verification progress last polled, 0...100; nil until the feed has loaded.
    @Published public private(set) var percent: Int?
    /// True once every item is verified (the next poll shows 100 %, the one after shows the feed).
    @Published public private(set) var verificationFinished = false
    /// The item shown in the details sheet.
    @Published public var selected: FeedItem?
    /// The alert's text, if one is shown.
    @Published public var errorMessage: String?

    public let services: EmojiArtServices
    public let feed: EmojiArtFeed
    public let model: EmojiArtModel

    public init(services: EmojiArtServices) {
        self.services = services
        let feed = EmojiArtFeed()
        self.feed = feed
        model = EmojiArtModel(services: services, feed: feed)
    }

    /// The book's loading sequence: database set-up, `loadImages`, `verifyImages` while a poller
    /// publishes `verifiedCount / count` every 0.2 s; a poll after verification shows 100 %, the next
    /// switches to the feed. Errors show in the alert.
    public func start() async {
        await services.prepare()
        do {
            try await model.loadImages()
            let total = feed.imageFeed.count
            percent = 0
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { [model] in try await model.verifyImages() }
                group.addTask { await self.pollProgress(total: total) }
                try await group.next()  // the verifier: the poller only ends after it
                verificationFinished = true
                try await group.next()  // the poller, one tick after it showed 100 %
            }
            phase = .feed
        } catch is CancellationError {
        } catch let error as EmojiArtError {
            errorMessage = error.message
        } catch {
            errorMessage = "\(error)"
        }
    }

    /// Polls the model every 0.2 s; returns on the tick after it showed 100 %.
    private func pollProgress(total: Int) async {
        await poll(clock: services.clock, total: total)
    }

    private func poll<C: Clock>(clock: C, total: Int) async where C.Duration == Duration {
        var shownFull = false
        for await _ in ClockTimer(interval: .milliseconds(200), clock: clock) {
            if shownFull { return }
            let verified = await model.verifiedCount
            percent = total == 0 ? 100 : min(100, verified * 100 / total)
            if verificationFinished && percent == 100 { shownFull = true }
        }
    }

    /// "Clear memory": empties the loader's cache and reloads the feed (its cells then read from disk).
    public func clearMemoryAndReload() async {
        await services.database.clearMemory()
        do {
            try await model.loadImages()
        } catch is CancellationError {
        } catch let error as EmojiArtError {
            errorMessage = error.message
        } catch {
            errorMessage = "\(error)"
        }
    }

    /// "Clear disk": removes every stored image.
    public func clearDisk() async {
        await services.database.clearDisk()
    }
}
