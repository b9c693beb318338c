import Clocks
import Foundation
import Logging
import SwiftletServer

/// Configurations for tests: a free port, an in-memory database unless a directory is given, and
/// a clock the test controls.
enum TestServers {
    static func configuration(
        clock: any Clock<Duration>,
        dataDirectory: URL? = nil,
        botReplies: [BotReply] = BotReply.book,
        downloadBytesPerTick: Int = 1_000_000
    ) -> BookServer.Configuration {
        var logger = Logger(label: "swiftlet.server.tests")
        logger.logLevel = .warning
        return BookServer.Configuration(
            host: "127.0.0.1",
            port: 0,
            dataDirectory: dataDirectory,
            clock: clock,
            botReplies: botReplies,
            downloadBytesPerTick: downloadBytesPerTick,
            preparesAssetsAtStart: false,
            recordsRequests: true,
            logger: logger
        )
    }

    /// A fresh empty directory under the system's temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlet-server-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
