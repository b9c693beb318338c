@_spi(SwiftletHost) import SwiftletUI

/// The feed, published on the main actor (book §2.5: the model is an actor, its `imageFeed` is
/// main-actor state the views observe).
@MainActor
public final class EmojiArtFeed: ObservableObject {
    /// The items in the server's order; empty while (re)loading.
    @Published public internal(set) var imageFeed: [FeedItem] = []

    public init() {}
}
