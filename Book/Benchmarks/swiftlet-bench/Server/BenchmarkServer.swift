import Foundation
import Hummingbird
import Logging
import NIOCore
import SwiftletServer

/// The book server with a bare comparison route, for wrk.
enum BenchmarkServer {
    static func run(_ arguments: [String]) async throws {
        let port = arguments.first.flatMap { Int($0) } ?? 8080
        let directory = URL(fileURLWithPath: arguments.dropFirst().first ?? "./.swiftlet-bench", isDirectory: true)
        let logger = {
            var logger = Logger(label: "swiftlet-bench")
            logger.logLevel = .notice
            return logger
        }()
        let book = try BookServer(
            configuration: .serving(host: "127.0.0.1", port: port, dataDirectory: directory, logger: logger)
        )
        let router = Router(context: BookRequestContext.self)
        // The baselines, registered before the book's middleware: a trivial route, and the
        // in-memory ceiling for ranges (a 350,000-byte slice of a buffer in memory, with no file
        // lookup, header parsing or middleware).
        router.get("/bench/trivial") { _, _ in "OK" }
        let blob = ByteBuffer(repeating: 0x5A, count: 2_400_000)
        router.get("/bench/slice") { _, _ in
            Response(
                status: .partialContent,
                headers: [.contentType: "image/jpeg"],
                body: ResponseBody(byteBuffer: blob.getSlice(at: 100_000, length: 350_000) ?? ByteBuffer())
            )
        }
        book.addRoutes(to: router)
        let application = Application(
            router: router,
            server: BookServer.http1Server(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            services: [book],
            onServerRunning: { _ in logger.notice("bench server listening on http://127.0.0.1:\(port)") },
            logger: logger
        )
        try await application.runService()
    }
}
