import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The details of one item in a sheet (medium and large detents, visible grabber): the large image
/// (or `No preview available`), the name and the price, and a close button. Its image load is the
/// sheet's `.task`: dismissing the sheet cancels it.
struct DetailsSheet: View {
    let item: FeedItem
    let services: EmojiArtServices
    @State private var image: Data?
    @State private var failed = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Spacer()
                Button("Close") { dismiss() }.accessibilityIdentifier("sheet-close")
            }
            if let image {
                Image(data: image).resizable().sizeHint(width: 240, height: 240)
                    .accessibilityIdentifier("details-image")
            } else if failed {
                Text("No preview available").accessibilityIdentifier("details-image")
            } else {
                ProgressView().frame(width: 240, height: 240)
            }
            Text(item.name).font(.title2).bold().accessibilityIdentifier("details-name")
            Text(item.formattedPrice).font(.headline).accessibilityIdentifier("details-price")
        }
        .padding()
        .accessibilityIdentifier("details-sheet")
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
        .task { await load() }
    }

    private func load() async {
        services.imageTasks.enter()
        defer { services.imageTasks.leave() }
        do {
            let data = try await services.database.image(try services.url(for: item.url))
            guard !Task.isCancelled else { return }
            image = data
        } catch {
            guard !Task.isCancelled else { return }
            failed = true
        }
    }
}
