import BookTestSupport
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// The throwaway PostgreSQL cluster used by the multi-server tests: it listens on its port, a stop
/// closes the port, a start brings it back on the same URL, and removing it deletes its directory.
@Suite(.timeLimit(.minutes(2))) struct PostgresClusterTests {
    /// Whether a TCP connection to `127.0.0.1:port` is accepted (loopback: refused at once otherwise).
    static func accepts(_ port: Int) async -> Bool {
        guard let socket = try? await RawSocket.connect(port: port) else { return false }
        socket.close()
        return true
    }

    @Test func startsStopsAndComesBackOnTheSamePort() async throws {
        let cluster = try await PostgresCluster.start()
        #expect(cluster.url == "postgres://swiftlet:swiftlet@127.0.0.1:\(cluster.port)/swiftlet")
        #expect(await Self.accepts(cluster.port))

        try await cluster.stop()
        #expect(!(await Self.accepts(cluster.port)))
        // Stopping twice is harmless.
        try await cluster.stop()

        try await cluster.start()
        #expect(await Self.accepts(cluster.port), "\(cluster.serverLog)")

        await cluster.remove()
        #expect(!FileManager.default.fileExists(atPath: cluster.directory.path))
        #expect(!(await Self.accepts(cluster.port)))
    }

    @Test func withPostgresClusterRemovesTheClusterWhenTheBodyThrows() async throws {
        struct Planned: Error {}
        var directory: URL?
        do {
            try await withPostgresCluster { cluster in
                directory = cluster.directory
                #expect(FileManager.default.fileExists(atPath: cluster.directory.path))
                throw Planned()
            }
            Issue.record("the body's error was not rethrown")
        } catch is Planned {}
        let removed = try #require(directory)
        #expect(!FileManager.default.fileExists(atPath: removed.path))
    }
}
