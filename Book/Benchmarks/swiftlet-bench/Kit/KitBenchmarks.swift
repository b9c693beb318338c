import AsyncHTTPClient
import Foundation
import Hummingbird
import Logging
import NIOCore
import SwiftletKit
import SwiftletServer

/// The kit benchmarks: `swift run -c release swiftlet-bench kit [images|downloads|lines]...`
/// (all three when none is named). Each prints its figures; BENCHMARKS.md records a run.
enum KitBenchmarks {
    static func run(_ arguments: [String]) async throws {
        let chosen = arguments.isEmpty ? ["images", "downloads", "lines"] : arguments
        for name in chosen {
            switch name {
            case "images": try await images()
            case "downloads": try await downloads()
            case "lines": try await lines()
            default: print("unknown kit benchmark \(name): expected images, downloads or lines")
            }
        }
    }

    static var quietLogger: Logger {
        var logger = Logger(label: "swiftlet.bench")
        logger.logLevel = .critical
        return logger
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// 1,000 concurrent fetches of 10 image URLs, counted by the server; then memory-hit throughput.
    static func images() async throws {
        let configuration = BookServer.Configuration(
            port: 0, preparesAssetsAtStart: false, recordsRequests: true, logger: quietLogger)
        try await BookServer.withRunning(configuration) { server in
            let loader = ImageLoader()
            let urls = (1...11).filter { $0 % 10 != 0 }.map {  // 10 valid images (10 and 20 are 404s)
                URL(string: "\(server.baseURL.absoluteString)/gallery/image?\($0)")!
            }
            let requests = (0..<1000).map { urls[$0 % urls.count] }
            let clock = ContinuousClock()
            let start = clock.now
            _ = try await requests.concurrentMap(maxConcurrency: 1000) { try await loader.fetch($0) }
            let cold = clock.now - start
            let served = await server.requestLog.count(path: "/gallery/image")
            print(
                "images: 1000 concurrent fetches of 10 URLs -> \(served) server requests in \(String(format: "%.3f", seconds(cold))) s"
            )

            let hits = 200_000
            let hitStart = clock.now
            for index in 0..<hits { _ = try await loader.fetch(urls[index % urls.count]) }
            let hot = seconds(clock.now - hitStart)
            print(
                "images: \(hits) memory-hit fetches in \(String(format: "%.3f", hot)) s = \(Int(Double(hits) / hot)) fetches/s"
            )
        }
    }

    /// The 2000×3000 JPEG: one throttled download against 4 and 8 ranged parts, on the book's throttle.
    static func downloads() async throws {
        let configuration = BookServer.Configuration(port: 0, logger: quietLogger)
        try await BookServer.withRunning(configuration) { server in
            let client = WebClient()
            let files = try await client.decoded(
                [ServerFile].self, for: .get(server.baseURL.appendingPathComponent("files/list")))
            guard let jpeg = files.first(where: { $0.name.hasSuffix(".jpeg") }) else { return }
            let url = URL(string: "\(server.baseURL.absoluteString)/files/download?\(jpeg.name)")!
            let clock = ContinuousClock()
            var start = clock.now
            let single = try await client.downloadData(.get(url), expectedSize: jpeg.size)
            print(
                "downloads: \(jpeg.name) (\(jpeg.size) bytes) single throttled request: \(String(format: "%.2f", seconds(clock.now - start))) s"
            )
            for parts in [4, 8] {
                start = clock.now
                let data = try await client.parallelDownload(url, size: jpeg.size, parts: parts)
                let elapsed = seconds(clock.now - start)
                print(
                    "downloads: \(parts) ranged parts: \(String(format: "%.3f", elapsed)) s, identical: \(data == single)"
                )
            }
        }
    }

    /// `lines(for:)` against a plain AsyncHTTPClient body loop on a fast local stream.
    static func lines() async throws {
        let lineCount = 2_000_000
        let line = #"[{"name":"AAPL","value":102.86012345},{"name":"TSLA","value":55.1234567}]"# + "\n"
        let router = Router()
        router.get("/lines") { _, _ -> Response in
            let chunkLines = 1000
            let chunk = ByteBuffer(string: String(repeating: line, count: chunkLines))
            return Response(
                status: .ok, headers: [.contentType: "application/octet-stream"],
                body: ResponseBody { writer in
                    for _ in 0..<(lineCount / chunkLines) { try await writer.write(chunk) }
                    try await writer.finish(nil)
                })
        }
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { portContinuation.yield($0.localAddress?.port ?? 0) }, logger: quietLogger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService() }
            var port = 0
            for await value in ports {
                port = value
                break
            }
            let url = URL(string: "http://127.0.0.1:\(port)/lines")!
            let clock = ContinuousClock()
            for round in 1...2 {
                var start = clock.now
                var count = 0
                for try await _ in WebClient().lines(for: .get(url)) { count += 1 }
                let kit = seconds(clock.now - start)

                start = clock.now
                var newlines = 0
                let response = try await HTTPClient.shared.execute(
                    HTTPClientRequest(url: url.absoluteString), timeout: .seconds(60))
                for try await buffer in response.body {
                    newlines += buffer.readableBytesView.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                }
                let plain = seconds(clock.now - start)
                print(
                    "lines (round \(round)): lines(for:) \(count) lines in \(String(format: "%.3f", kit)) s = \(Int(Double(count) / kit)) lines/s; "
                        + "plain body loop counting newlines \(newlines) in \(String(format: "%.3f", plain)) s = \(Int(Double(newlines) / plain)) lines/s"
                )
            }
            group.cancelAll()
        }
    }
}
