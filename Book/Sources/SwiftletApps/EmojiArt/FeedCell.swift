import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// One grid cell: the thumbnail (a placeholder while it loads or when it failed), the bold name on
/// at most two lines and the price. Tapping it opens the details sheet.
///
/// Equatable on what it shows, so a parent redraw does not re-run it (its tap action is a closure,
/// which never compares equal).
struct FeedCell: View, Equatable {
    let index: Int
    let item: FeedItem
    let services: EmojiArtServices
    let select: @MainActor () -> Void

    var body: some View {
        Button(action: select) {
            VStack(spacing: 4) {
                Thumbnail(url: item.url, services: services, size: 100)
                    .accessibilityIdentifier("feed-image-\(index)")
                Text(item.name).bold().lineLimit(2)
                Text(item.formattedPrice).font(.caption).accessibilityIdentifier("feed-price-\(index)")
            }
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("feed-item-\(index)")
    }

    nonisolated static func == (lhs: FeedCell, rhs: FeedCell) -> Bool {
        lhs.index == rhs.index && lhs.item == rhs.item && lhs.services === rhs.services
    }
}

/// An image read through the image database once per mounted cell (`task(id:)`) and shown as its
/// 200 × 200 thumbnail (``ThumbnailMaker``), at a fixed size so the grid does not move while images
/// arrive. A failure shows the placeholder and is not
/// retried by redraws (the database also remembers it until the memory is cleared).
struct Thumbnail: View {
    let url: String
    let services: EmojiArtServices
    let size: Double
    @State private var state = LoadState.loading

    enum LoadState: Equatable {
        case loading
        case loaded(Data)
        case failed
    }

    var body: some View {
        Group {
            switch state {
            case .loaded(let data):
                Image(data: data).resizable().sizeHint(width: size, height: size)
            case .failed:
                Text("?").font(.title).frame(width: size, height: size).background(.gray)
            case .loading:
                ProgressView().frame(width: size, height: size)
            }
        }
        .task(id: url) { await load() }
    }

    private func load() async {
        services.imageTasks.enter()
        defer { services.imageTasks.leave() }
        do {
            let data = try await services.database.image(try services.url(for: url))
            let thumbnail = await services.thumbnails.thumbnail(for: url, of: data)
            guard !Task.isCancelled else { return }
            state = .loaded(thumbnail)
        } catch {
            guard !Task.isCancelled else { return }
            state = .failed
        }
    }
}
