import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

/// SuperStorage's benchmarks: `swift run -c release swiftlet-bench superstorage [frames|sessions [N]]`.
///
/// Both start a book server in this process (real clock, the book's 1,000,000 B/s throttle) and mount
/// SuperStorage sessions the way the browser host does (one graph per session, its ticks run through
/// a `FrameTranslator`, the frames' JSON counted as the bytes a socket would carry).
/// - `frames`: one session runs Cloud 9 and then Gold on the 2.4 MB JPEG; engine ticks (one frame each
///   before the browser host's 30-per-second pacing; `Benchmarks/web/superstorage_frames.py` measures
///   the frames a browser really receives) and their bytes per second while each download runs.
/// - `sessions N` (default 100): N sessions start Gold on the JPEG at once; wall time until every
///   preview is in, process CPU (server and sessions share the process, as in `swiftlet serve`),
///   peak RSS, and whether every session's bytes equal the server's file.
enum SuperStorageBenchmarks {
    static let jpeg = "graphics-project-ver-1.jpeg"

    static func run(_ arguments: [String]) async throws {
        let mode = arguments.first ?? "all"
        let count = arguments.dropFirst().first.flatMap(Int.init) ?? 100
        let configuration = BookServer.Configuration(port: 0, logger: KitBenchmarks.quietLogger)
        try await BookServer.withRunning(configuration) { server in
            let reference = try await referenceBytes(server.baseURL)
            if mode == "frames" || mode == "all" {
                for tier in [DownloadTier.cloud9, .gold] {
                    try await frames(server: server.baseURL, tier: tier, reference: reference)
                }
            }
            if mode == "sessions" || mode == "all" {
                try await sessions(server: server.baseURL, count: count, reference: reference)
            }
        }
    }

    /// One session's traffic while `tier` runs on the JPEG.
    @MainActor
    static func frames(server: URL, tier: DownloadTier, reference: Data) async throws {
        let session = try await Session(server: server)
        session.frames.removeAll()
        let start = ContinuousClock.now
        try session.tap("tier-\(tier.rawValue)")
        try await session.waitForPreview()
        let seconds = KitBenchmarks.seconds(ContinuousClock.now - start)
        let bytes = session.frames.map(\.bytes).reduce(0, +)
        let progressOnly = session.frames.filter(\.isProgressOnly)
        let progressBytes = progressOnly.map(\.bytes).reduce(0, +)
        print(
            "\(tier.title) on \(jpeg): \(String(format: "%.3f", seconds)) s, byte-exact: \(session.previewBytes == reference)"
        )
        print(
            "  \(session.frames.count) ticks (unpaced frames), \(bytes) B → \(rate(Double(session.frames.count), seconds)) frames/s, "
                + "\(rate(Double(bytes), seconds)) B/s")
        print(
            "  progress-only ticks: \(progressOnly.count), \(progressBytes) B → "
                + "\(rate(Double(progressOnly.count), seconds)) frames/s, \(rate(Double(progressBytes), seconds)) B/s")
        if let sample = progressOnly.last { print("  sample progress tick: \(sample.json)") }
        session.close()
    }

    /// `count` sessions running Gold at once.
    @MainActor
    static func sessions(server: URL, count: Int, reference: Data) async throws {
        var sessions: [Session] = []
        for _ in 0..<count { sessions.append(try await Session(server: server)) }
        let rssBefore = residentMegabytes()
        let cpuStart = processCPUSeconds()
        let start = ContinuousClock.now
        for session in sessions { try session.tap("tier-gold") }
        var peak = rssBefore
        let deadline = start.advanced(by: .seconds(120))
        while sessions.contains(where: { $0.previewBytes == nil }) {
            guard ContinuousClock.now < deadline else { throw TimeoutError(duration: .seconds(120)) }
            try await Task.sleep(for: .milliseconds(50))
            peak = max(peak, residentMegabytes())
        }
        let wall = KitBenchmarks.seconds(ContinuousClock.now - start)
        let cpu = processCPUSeconds() - cpuStart
        let exact = sessions.filter { $0.previewBytes == reference }.count
        let frames = sessions.map(\.frames.count).reduce(0, +)
        print("\(count) concurrent Gold downloads of \(jpeg) (\(reference.count) B each):")
        print("  all previews in after \(String(format: "%.2f", wall)) s; byte-exact: \(exact) of \(count)")
        print(
            "  process CPU \(String(format: "%.2f", cpu)) s = \(String(format: "%.0f", 100 * cpu / wall))% of one core; "
                + "RSS \(String(format: "%.0f", rssBefore)) → peak \(String(format: "%.0f", peak)) MB; \(frames) frames"
        )
        for session in sessions { session.close() }
        try await Task.sleep(for: .milliseconds(200))
        print("  after closing: RSS \(String(format: "%.0f", residentMegabytes())) MB")
    }

    static func referenceBytes(_ server: URL) async throws -> Data {
        guard let file = try await FilesClient(server: server).files().first(where: { $0.name == jpeg }) else {
            throw SuperStorageError(message: "the server lists no \(jpeg)")
        }
        let url = URL(string: server.absoluteString + "/files/download?" + jpeg)!
        return try await WebClient().rangedData(url, range: 0...(file.size - 1))
    }

    static func rate(_ value: Double, _ seconds: Double) -> String {
        String(format: "%.1f", seconds > 0 ? value / seconds : 0)
    }

    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Double(line.split(separator: " ").dropFirst().first ?? "0").map { $0 / 1024 } ?? 0
        }
        return 0
    }
}

/// One SuperStorage session without a socket: its graph schedules its own ticks (as in the browser
/// host) and each tick becomes a frame whose JSON is kept.
@MainActor
final class SuperStorageBenchSession {
    struct Frame {
        let json: String
        var bytes: Int { json.utf8.count }
        /// Only `value` attribute changes of progress bars.
        let isProgressOnly: Bool
    }

    let graph: ViewGraph
    private var translator: FrameTranslator
    private var sequence = 0
    var frames: [Frame] = []

    init(server: URL) async throws {
        graph = ViewGraph(SuperStorageView(server: server), visibleRows: 10)
        translator = FrameTranslator(graph.tree)
        graph.onTick = { [weak self] update in self?.record(update) }
        try await waitFor { self.node("file-\(SuperStorageBenchmarks.jpeg)") != nil }
        try tap("file-\(SuperStorageBenchmarks.jpeg)")
        try await waitFor { self.node("tier-gold") != nil }
    }

    func node(_ identifier: String) -> RenderNode? {
        graph.tree.visibleNodes.first { $0.attributes[.identifier] == identifier }
    }

    func tap(_ identifier: String) throws {
        guard let target = node(identifier) else { throw SuperStorageError(message: "no \(identifier)") }
        try graph.send(.tap(target.id))
    }

    var previewBytes: Data? {
        node("preview-image")?.attributes[.blob].flatMap { graph.imageData.data(forKey: $0) }
    }

    func waitForPreview() async throws { try await waitFor { self.previewBytes != nil } }

    func close() { graph.unmount() }

    private func waitFor(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimeoutError(duration: .seconds(60)) }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    private func record(_ update: TickUpdate) {
        sequence += 1
        guard let frame = try? translator.frame(for: update, sequence: sequence) else { return }
        let progressOnly = update.operations.allSatisfy {
            if case .setAttribute(_, .value, _) = $0 { return true }
            return false
        }
        frames.append(Frame(json: frame.json, isProgressOnly: progressOnly && !update.operations.isEmpty))
    }
}

extension SuperStorageBenchmarks {
    typealias Session = SuperStorageBenchSession
}
