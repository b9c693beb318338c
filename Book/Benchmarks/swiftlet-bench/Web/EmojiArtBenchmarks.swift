import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// EmojiArt's benchmarks: `swift run -c release swiftlet-bench emojiart [steps N]`.
///
/// A book server runs in this process (its gallery images rendered at start, so image generation is
/// not timed) and EmojiArt sessions are mounted as the browser host mounts them (one graph, ticks
/// through a `FrameTranslator`, frames counted as the bytes a socket would carry).
/// - Scrolling: a 12-cell window (4 lines of 3) moves down the 87-cell grid one line per step, each
///   step once the previous one's thumbnails are in; bodies evaluated, frames and bytes per step.
/// - Loading: a new session (verification included: it reads every image through the image
///   database) with every cell shown at once; time from mount until every thumbnail is in, first
///   from the network (empty disk cache), then in a fresh session from the disk cache (empty
///   memory), in one run.
enum EmojiArtBenchmarks {
    static func run(_ arguments: [String]) async throws {
        let configuration = BookServer.Configuration(
            port: 0, preparesAssetsAtStart: true, logger: KitBenchmarks.quietLogger)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlet-bench-emojiart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await BookServer.withRunning(configuration) { server in
            try await scrolling(server: server.baseURL)
            let first = try await loadAll(server: server, directory: directory)
            let again = try await loadAll(server: server, directory: directory)
            print("Mount, verify and show all 87 thumbnails:")
            print(
                "  first visit (network, \(first.requests) image requests): \(String(format: "%.3f", first.seconds)) s")
            print("  revisit (disk, \(again.requests) image requests): \(String(format: "%.3f", again.seconds)) s")
        }
    }

    @MainActor
    static func scrolling(server: URL) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlet-bench-emojiart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try await EmojiArtBenchSession(server: server, directory: directory)
        var evaluations: [Int] = []
        var frames: [Int] = []
        var bytes: [Int] = []
        let lines = (87 + 2) / 3
        for line in 1...(lines - 4) {
            let before = (session.graph.evaluations.entries.count, session.frames.count, session.bytes)
            try await session.show(line * 3..<min(87, line * 3 + 12))
            evaluations.append(session.graph.evaluations.entries.count - before.0)
            frames.append(session.frames.count - before.1)
            bytes.append(session.bytes - before.2)
        }
        session.close()
        func summary(_ values: [Int]) -> String {
            let sorted = values.sorted()
            return "median \(sorted[sorted.count / 2]), max \(sorted.last ?? 0), total \(values.reduce(0, +))"
        }
        print("Scrolling the grid one line (3 cells) per step, \(evaluations.count) steps, 12 cells visible:")
        print("  bodies evaluated per step: \(summary(evaluations))")
        print("  frames per step (unpaced ticks): \(summary(frames))")
        print("  bytes per step: \(summary(bytes))")
    }

    @MainActor
    static func loadAll(server: RunningBookServer, directory: URL) async throws -> (seconds: Double, requests: Int) {
        let before = await server.galleryImageRequests
        let start = ContinuousClock.now
        let session = try await EmojiArtBenchSession(
            server: server.baseURL, directory: directory, waitForThumbnails: false)
        try await session.show(0..<87)
        let seconds = KitBenchmarks.seconds(ContinuousClock.now - start)
        let requests = await server.galleryImageRequests - before
        session.close()
        return (seconds, requests)
    }
}

/// One EmojiArt session without a socket, past verification, showing its feed.
@MainActor
final class EmojiArtBenchSession {
    let graph: ViewGraph
    let services: EmojiArtServices
    private let session: EmojiArtSession
    private var translator: FrameTranslator
    private var sequence = 0
    private(set) var frames: [Int] = []
    var bytes: Int { frames.reduce(0, +) }

    /// A session past verification; with `waitForThumbnails` also past the first visible thumbnails.
    init(server: URL, directory: URL, waitForThumbnails: Bool = true) async throws {
        services = EmojiArtServices(server: server, cacheDirectory: directory, database: ImageDatabase())
        session = EmojiArtSession(services: services)
        graph = ViewGraph(EmojiArtView(session: session), visibleRows: 12)
        translator = FrameTranslator(graph.tree)
        graph.onTick = { [weak self] update in self?.record(update) }
        try await waitFor { self.session.phase == .feed && self.grid != nil }
        if waitForThumbnails { try await waitFor { self.thumbnailsSettled } }
    }

    private var grid: RenderNode? { graph.tree.allNodes.first { $0.kind == .lazyVGrid } }

    private var thumbnailsSettled: Bool {
        services.imageTasks.count == 0 && !graph.tree.allNodes.contains { $0.kind == .progress }
    }

    /// Reports `cells` as the grid's visible range and waits until their thumbnails are in.
    func show(_ cells: Range<Int>) async throws {
        guard let grid else { throw EmojiArtBenchError(message: "no grid") }
        try graph.send(.visibleRange(grid.id, cells))
        await graph.settle()
        try await waitFor { self.thumbnailsSettled }
    }

    func close() { graph.unmount() }

    private func waitFor(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while !condition() {
            guard ContinuousClock.now < deadline else { throw EmojiArtBenchError(message: "timed out") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    private func record(_ update: TickUpdate) {
        sequence += 1
        guard let frame = try? translator.frame(for: update, sequence: sequence) else { return }
        frames.append(frame.json.utf8.count)
    }
}

struct EmojiArtBenchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
