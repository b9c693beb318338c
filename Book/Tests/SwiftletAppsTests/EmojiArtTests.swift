import BookTestSupport
import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// EmojiArt in the headless host against a real book server on a free port. Each test has its own
/// image database and cache directory; the progress poller runs on a `TestClock`.
@Suite struct EmojiArtTests {
    private static func configuration() -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.apps.tests")
        logger.logLevel = .warning
        return BookServer.Configuration(
            port: 0, clock: ContinuousClock(), preparesAssetsAtStart: false, recordsRequests: true, logger: logger)
    }

    private static func cacheDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("swiftlet-emojiart-\(UUID().uuidString)")
    }

    private static func storedFiles(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".img") }
    }

    /// Mounts the app and drives the poller through 100 % to the feed.
    @MainActor
    private static func openFeed(
        _ services: EmojiArtServices, clock: TestClock<Duration>
    ) async throws -> (HeadlessHost<EmojiArtView>, EmojiArtSession) {
        let session = EmojiArtSession(services: services)
        let host = HeadlessHost(EmojiArtView(session: session), viewport: .rows(9))
        try await host.waitUntil(timeout: .seconds(60)) { session.verificationFinished || session.errorMessage != nil }
        try #require(session.errorMessage == nil, "\(session.errorMessage ?? "")")
        // The poller's last tick returns, and only then does the phase switch reach the main actor
        // (through the task group): keep checking once nothing sleeps rather than wait for a sleeper.
        try await clock.drive(by: .milliseconds(200), settling: { await host.settle() }) { session.phase == .feed }
        return (host, session)
    }

    /// Asks for the gallery list once with a long deadline: the first request of a test process
    /// renders and hashes every gallery image (process-wide, once), which in a debug build on a loaded
    /// machine can outlast the app's 30 s request deadline. Image requests are not counted by it.
    private static func warmGallery(_ server: RunningBookServer) async throws {
        let url = server.baseURL.appending(path: "gallery/images")
        _ = try await WebClient().data(for: WebRequest(url: url, timeout: .seconds(180)))
    }

    /// Runs `body` on the main actor (bounded by 90 s) against a real server on a free port, with
    /// services on a test clock, a fresh image database and a cache directory removed afterwards.
    private static func withServices(
        _ body:
            @escaping @MainActor @Sendable (
                _ server: RunningBookServer, _ services: EmojiArtServices, _ clock: TestClock<Duration>,
                _ directory: URL
            ) async throws -> Void
    ) async throws {
        try await BookServer.withRunning(configuration()) { server in
            try await warmGallery(server)
            try await withTimeout(.seconds(90)) { @MainActor in
                let clock = TestClock()
                let directory = cacheDirectory()
                defer { try? FileManager.default.removeItem(at: directory) }
                let services = EmojiArtServices(
                    server: server.baseURL, cacheDirectory: directory, database: ImageDatabase(), clock: clock)
                try await body(server, services, clock, directory)
            }
        }
    }

    /// Shows every cell of the grid and waits until each has loaded or failed.
    @MainActor
    private static func showAllCells(_ host: HeadlessHost<EmojiArtView>, services: EmojiArtServices) async throws {
        let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
        try await host.send(.visibleRange(grid.id, 0..<87))
        try await host.waitUntil(timeout: .seconds(60)) {
            services.imageTasks.count == 0 && !host.graph.tree.allNodes.contains { $0.kind == .progress }
        }
    }

    @Test func verificationProgressIsPolledOnTheClockAndReachesOneHundredPercent() async throws {
        try await Self.withServices { server, services, clock, _ in
            let session = EmojiArtSession(services: services)
            let host = HeadlessHost(EmojiArtView(session: session))
            try await host.waitUntil(timeout: .seconds(60)) { session.verificationFinished }
            // Verification read every served image once (26); the 3 unserved ones have no digest.
            #expect(await server.galleryImageRequests == 26)
            // Every item is verified, but nothing is shown until the poller's next tick.
            #expect(host.snapshot().contains("ProgressView Verifying feed 0/100"))
            #expect(host.snapshot().contains("0%"))
            try await clock.advanceOnceSleeping(by: .milliseconds(200))
            try await host.waitUntil(timeout: .seconds(60)) { host.snapshot().contains("100%") }
            #expect(session.phase == .verifying)
            try await clock.advanceOnceSleeping(by: .milliseconds(200))
            try await host.waitUntil(timeout: .seconds(60)) { session.phase == .feed }
            #expect(host.snapshot().contains("title: Emoji Art"))
            #expect(await session.model.verifiedCount == 87)
            await host.unmount()
        }
    }

    @Test func eightySevenCellsCostTwentyNineRequestsAndCountMemoryAccesses() async throws {
        try await Self.withServices { server, services, clock, directory in
            let database = services.database
            let (host, _) = try await Self.openFeed(services, clock: clock)
            let grid = try #require(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid })
            #expect(grid.attributes[.rowCount] == "87")
            #expect(grid.children.count == 12)  // 9 visible cells and one line of overscan
            let loader = await database.imageLoader

            try await Self.showAllCells(host, services: services)
            #expect(await server.galleryImageRequests == 29)
            #expect(await database.diskHits == 0)
            // The 9 cells of the 3 unserved images show the "?" placeholder.
            let labels = host.snapshot().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(labels.filter { $0.hasPrefix("[? ") }.count == 9)

            // Scrolling every cell away and back remounts them: the 78 cells of served images are
            // in-memory accesses, and the failed images are not requested again.
            let before = await loader.inMemoryAccesses
            try await host.send(.visibleRange(grid.id, 87..<87))
            #expect(host.graph.tree.allNodes.first { $0.kind == .lazyVGrid }?.children.isEmpty == true)
            try await Self.showAllCells(host, services: services)
            let after = await loader.inMemoryAccesses
            #expect(after == before + 78)
            #expect(await server.galleryImageRequests == 29)
            try await host.waitUntil(timeout: .seconds(60)) {
                host.snapshot().contains("Access: 0 from disk, \(after) in memory")
            }
            await host.unmount()
        }
    }

    @Test func clearMemoryReloadsFromDiskAndClearDiskEmptiesTheDirectory() async throws {
        try await Self.withServices { server, services, clock, directory in
            let database = services.database
            let (host, _) = try await Self.openFeed(services, clock: clock)
            try await Self.showAllCells(host, services: services)
            #expect(Self.storedFiles(directory).count == 26)
            #expect(await server.galleryImageRequests == 29)

            try await host.tap("Clear memory")
            // The reload has happened once every served image was read back from disk (the feed
            // itself still holds 87 items, so its count says nothing about the reload).
            try await host.waitUntil(timeout: .seconds(60)) { host.snapshot().contains("Access: 26 from disk") }
            try await Self.showAllCells(host, services: services)
            // Each served image was read from disk once; only the 3 failed ones went to the network again.
            #expect(await database.diskHits == 26)
            #expect(await server.galleryImageRequests == 32)

            try await host.tap("Clear disk")
            try await host.waitUntil(timeout: .seconds(60)) { Self.storedFiles(directory).isEmpty }
            #expect(await database.storedFileCount() == 0)
            await host.unmount()
        }
    }

    @Test func aFreshSessionAfterARestartReadsEveryImageFromDisk() async throws {
        let directory = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = try await BookServer.withRunning(Self.configuration()) { server in
            try await Self.warmGallery(server)
            try await withTimeout(.seconds(90)) { @MainActor in
                let clock = TestClock()
                let services = EmojiArtServices(
                    server: server.baseURL, cacheDirectory: directory, database: ImageDatabase(), clock: clock)
                let (host, _) = try await Self.openFeed(services, clock: clock)
                await host.unmount()
            }
            return server.baseURL.port ?? 0
        }
        #expect(Self.storedFiles(directory).count == 26)
        // The same address, as when `swiftlet serve` restarts: the cached URLs are the same.
        var restarted = Self.configuration()
        restarted.port = port
        try await BookServer.withRunning(restarted) { server in
            try await withTimeout(.seconds(90)) { @MainActor in
                let clock = TestClock()
                let database = ImageDatabase()
                let services = EmojiArtServices(
                    server: server.baseURL, cacheDirectory: directory, database: database, clock: clock)
                let (host, _) = try await Self.openFeed(services, clock: clock)
                #expect(await database.diskHits == 26)
                // Only the images that failed before (never stored) are asked for again.
                let imageQueries = await server.requestLog.records.filter { $0.path == "/gallery/image" }.map(\.query)
                #expect(Set(imageQueries).isSubset(of: ["0", "10", "20"]))
                await host.unmount()
            }
        }
    }

    @Test func bytesThatDoNotMatchTheChecksumFailWithAnAlert() async throws {
        let directory = Self.cacheDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await BookServer.withRunning(Self.configuration()) { server in
            try await Self.warmGallery(server)
            try await withTimeout(.seconds(90)) { @MainActor in
                // A stored image whose bytes are a PNG, but not the one the server serves.
                let url = server.baseURL.appending(path: "gallery/image").absoluteString + "?5"
                let planted = ImageDatabase()
                await planted.setUp(
                    directory: directory,
                    loader: ImageLoader { _ in Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]) })
                _ = try await planted.image(URL(string: url)!)

                let clock = TestClock()
                let services = EmojiArtServices(
                    server: server.baseURL, cacheDirectory: directory, database: ImageDatabase(), clock: clock)
                let session = EmojiArtSession(services: services)
                let host = HeadlessHost(EmojiArtView(session: session))
                try await host.waitUntil(timeout: .seconds(60)) { host.snapshot().contains("Alert Error") }
                #expect(session.errorMessage?.contains("does not match its checksum") == true)
                #expect(session.phase == .verifying)
                try await host.tap("OK")
                #expect(!host.snapshot().contains("Alert"))
                await host.unmount()
            }
        }
    }

    /// Width and height from the IHDR of the first PNG image at or under `node`.
    @MainActor private static func pngSize<Root: View>(_ node: RenderNode, in host: HeadlessHost<Root>) -> [Int]? {
        guard let blob = node.allNodes.lazy.compactMap({ $0.attributes[.blob] }).first,
            let data = host.graph.imageData.data(forKey: blob), data.count >= 24
        else { return nil }
        let bytes = [UInt8](data)
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return [int(16), int(20)]
    }

    @Test func theDetailsSheetLoadsItsImageAndItsTaskEndsWhenDismissed() async throws {
        try await BookServer.withRunning(Self.configuration()) { server in
            try await Self.warmGallery(server)
            try await withTimeout(.seconds(90)) { @MainActor in
                let clock = TestClock()
                let services = EmojiArtServices(
                    server: server.baseURL, cacheDirectory: nil, database: ImageDatabase(), clock: clock)
                let (host, session) = try await Self.openFeed(services, clock: clock)
                let item = try #require(host.graph.tree.allNodes.first { $0.attributes[.identifier] == "feed-item-4" })
                try await host.send(.tap(item.id))
                let expected = session.feed.imageFeed[4]
                #expect(session.selected == expected)
                try await host.waitUntil(timeout: .seconds(60)) {
                    host.snapshot().contains("Sheet") && services.imageTasks.count == 0
                }
                let sheet = try #require(host.graph.tree.allNodes.first { $0.kind == .sheet })
                let content = sheet.allNodes
                #expect(content.contains { $0.attributes[.identifier] == "details-name" && $0.text == expected.name })
                #expect(
                    content.contains {
                        $0.attributes[.identifier] == "details-price" && $0.text == expected.formattedPrice
                    })
                let image = try #require(content.first { $0.attributes[.identifier] == "details-image" })
                if expected.sha256 == nil {
                    #expect(image.text == "No preview available")
                } else {
                    #expect(image.kind == .image)
                    // The sheet shows the full 360 × 650 picture; the feed cell its 200 × 200 thumbnail.
                    #expect(Self.pngSize(image, in: host) == [360, 650])
                    let cell = try #require(
                        host.graph.tree.allNodes.first { $0.attributes[.identifier] == "feed-image-4" })
                    #expect(Self.pngSize(cell, in: host) == [200, 200])
                }
                // The host's dismiss (Escape / a click outside) closes it.
                try await host.send(.tap(sheet.id))
                #expect(!host.graph.tree.allNodes.contains { $0.kind == .sheet })
                #expect(session.selected == nil)
                // Open again and close with the close button.
                try await host.send(.tap(item.id))
                try await host.tap("Close")
                #expect(!host.graph.tree.allNodes.contains { $0.kind == .sheet })
                await host.unmount()
            }
        }
    }

    @Test func aServerThatIsDownShowsTheAlert() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let services = EmojiArtServices(
                server: URL(string: "http://127.0.0.1:1")!, cacheDirectory: nil, database: ImageDatabase(),
                clock: TestClock())
            let session = EmojiArtSession(services: services)
            let host = HeadlessHost(EmojiArtView(session: session))
            try await host.waitUntil(timeout: .seconds(60)) { host.snapshot().contains("Alert Error") }
            #expect(session.errorMessage?.hasPrefix("Could not reach the server") == true)
            await host.unmount()
        }
    }
}
