import BookTestSupport
import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// Drives the built `swiftlet` executable as a process.
@Suite struct SwiftletCommandTests {
    /// The built `swiftlet` executable (see `swiftletExecutable()`).
    static func executable() throws -> URL {
        try #require(swiftletExecutable(), "no swiftlet executable: run swift build first")
    }

    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `swiftlet arguments…` in `directory` and waits for it to exit.
    static func run(_ arguments: [String], in directory: URL? = nil) async throws -> Outcome {
        let outcome = try await runChildProcess(try executable(), arguments: arguments, in: directory)
        return Outcome(status: outcome.status, standardOutput: outcome.output, standardError: outcome.errors)
    }

    @Test func downloadSavesUnderTheFileNameInTheCurrentDirectory() async throws {
        try await withBookServer(bytesPerTick: 2_000_000) { server in
            let directory = temporaryDirectory()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let name = "graphics-project-ver-1.tiff"
            let outcome = try await Self.run(
                ["download", name, "--server", server.baseURL.absoluteString], in: directory)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let full = try await WebClient().data(for: .get(server.url("/files/download", query: name)))
            #expect(try Data(contentsOf: directory.appendingPathComponent(name)) == full)
            #expect(outcome.standardOutput.contains("Saved \(name)"))
        }
    }

    @Test func filesPrintsATable() async throws {
        try await withBookServer { server in
            let outcome = try await Self.run(["files", "--server", server.baseURL.absoluteString])
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput.contains("graphics-project-ver-3.tiff"))
        }
    }

    @Test func aServerThatIsDownIsOneClearLineAndANonZeroExit() async throws {
        let port = try await withBookServer { server in server.port }
        let outcome = try await Self.run(["files", "--server", "http://127.0.0.1:\(port)"])
        #expect(outcome.status == 69)
        #expect(
            outcome.standardError == "error: cannot reach the server at http://127.0.0.1:\(port) (connection refused)\n"
        )
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func badArgumentsAreOneClearLineAndExit64() async throws {
        let parts = try await Self.run(["download", "x.jpeg", "--parts", "0", "--server", "http://127.0.0.1:1"])
        #expect(parts.status == 64)
        #expect(parts.standardError == "error: invalid --parts 0: expected 1 to 16\n")
        let server = try await Self.run(["ticker", "AAPL", "--server", "not a url"])
        #expect(server.status == 64)
        #expect(server.standardError.hasPrefix("error: invalid --server 'not a url'"))
    }
}
