import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// "Emoji Art": the 3-column grid of the feed, the details sheet of the tapped item, and the bottom
/// toolbar. Only the visible cells (plus one line) are materialised.
struct FeedScreen: View {
    @ObservedObject var session: EmojiArtSession
    @ObservedObject var feed: EmojiArtFeed

    private static let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: Self.columns, spacing: 8) {
                ForEach(Array(feed.imageFeed.enumerated()), id: \.element.id) { index, item in
                    FeedCell(index: index, item: item, services: session.services) { session.selected = item }
                }
            }
            .accessibilityIdentifier("feed-grid")
        }
        .navigationTitle("Emoji Art")
        .sheet(item: $session.selected) { item in
            DetailsSheet(item: item, services: session.services)
        }
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                AccessToolbar(session: session)
            }
        }
    }
}
