import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// The bottom toolbar (book §2.5, chapter 9 and the challenge): "Clear disk", "Clear memory", and
/// `Access: D from disk, M in memory`, both counters fed live by `AsyncStream`s (the database's disk
/// hits, the loader's in-memory accesses), each iterated by a `.task` that ends with the screen.
struct AccessToolbar: View {
    let session: EmojiArtSession
    @State private var disk = 0
    @State private var memory = 0
    @State private var request: CacheRequest?

    /// A button press, run by the toolbar's `.task(id:)` so the work is owned by the view.
    struct CacheRequest: Equatable, Hashable {
        enum Kind { case clearDisk, clearMemory }
        let kind: Kind
        let number: Int
    }

    private func press(_ kind: CacheRequest.Kind) {
        request = CacheRequest(kind: kind, number: (request?.number ?? 0) + 1)
    }

    var body: some View {
        HStack(spacing: 12) {
            Button("Clear disk") { press(.clearDisk) }.accessibilityIdentifier("clear-disk")
            Button("Clear memory") { press(.clearMemory) }.accessibilityIdentifier("clear-memory")
            Spacer()
            Text("Access: \(disk) from disk, \(memory) in memory").accessibilityIdentifier("access-counters")
        }
        .task(id: request) {
            switch request?.kind {
            case .clearDisk?: await session.clearDisk()
            case .clearMemory?: await session.clearMemoryAndReload()
            case nil: break
            }
        }
        .task {
            for await value in await session.services.database.diskHitUpdates() { disk = value }
        }
        .task {
            let loader = await session.services.database.imageLoader
            for await value in await loader.inMemoryAccessUpdates() { memory = value }
        }
    }
}
