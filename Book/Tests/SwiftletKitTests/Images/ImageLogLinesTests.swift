import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// The console lines the EmojiArt chapters print, at debug level: `Download: <url>` for a network
/// fetch, `Cached in-memory` and `Cached on disk` for answers from the caches.
@Suite(.timeLimit(.minutes(2))) struct ImageLogLinesTests {
    let url = URL(string: "http://127.0.0.1:9/gallery/image?7")!

    /// The messages of `log`'s lines at `level` (each line is `SECONDS LABEL LEVEL MESSAGE`).
    private func messages(_ log: CapturedLog, level: String = "debug") -> [String] {
        log.all.compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 3)
            return parts.count == 4 && parts[2] == level ? String(parts[3]) : nil
        }
    }

    @Test func downloadThenMemoryThenDiskAsTheBookLogsThem() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = CapturedLog()
        let source: @Sendable (URL) async throws -> Data = { fakePNG($0.absoluteString) }

        let database = ImageDatabase(logger: log.logger("database"))
        await database.setUp(directory: directory, loader: ImageLoader(logger: log.logger("loader"), source: source))
        _ = try await database.image(url)
        #expect(messages(log) == ["Download: \(url.absoluteString)"])
        _ = try await database.image(url)
        #expect(messages(log).last == "Cached in-memory")

        // After a restart the image comes from the disk, with no download.
        let restarted = ImageDatabase(logger: log.logger("database"))
        await restarted.setUp(directory: directory, loader: ImageLoader(logger: log.logger("loader"), source: source))
        _ = try await restarted.image(url)
        #expect(messages(log) == ["Download: \(url.absoluteString)", "Cached in-memory", "Cached on disk"])
    }
}
