import BookTestSupport
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// `swiftlet sky` against a real `swiftlet serve` process (sleep work of 50 ms per task).
@Suite(.timeLimit(.minutes(4)))
struct SkyCommandTests {
    static func sky(_ arguments: [String]) async throws -> ChildProcessOutcome {
        let executable = try #require(swiftletExecutable())
        return try await withTimeout(.seconds(180)) {
            try await runChildProcess(executable, arguments: ["sky"] + arguments)
        }
    }

    @Test func aScanPrintsTheIndicatorsThenTheSummary() async throws {
        let node = try await ServeProcess.start(arguments: ["--sky-work", "sleep", "--sky-task-seconds", "0.05"])
        do {
            let outcome = try await Self.sky(["--server", node.baseURL.absoluteString])
            #expect(outcome.status == 0, "\(outcome.errors)")
            let lines = outcome.output.split(separator: "\n").map(String.init)
            // Not a terminal: one line each time the completed count changes, then the summary.
            #expect(lines.last?.wholeMatch(of: /Finished 20 scans in \d+\.\d\d seconds\./) != nil, "\(lines)")
            #expect(lines.contains { $0.hasSuffix("| 20 tasks completed") })
            #expect(
                lines.dropLast().allSatisfy {
                    $0.wholeMatch(of: /\d+ scheduled \| \d+\.\d\d per sec\. \| \d+ tasks completed/) != nil
                })
            #expect(outcome.errors.isEmpty)
        } catch {
            await node.stop()
            throw error
        }
        await node.stop()
    }

    @Test func badArgumentsExit64AndAStoppedServerExits69() async throws {
        let total = try await Self.sky(["--total", "0", "--server", "http://127.0.0.1:1"])
        #expect(total.status == 64)
        #expect(total.errors == "error: invalid --total 0: expected 1 to 1000\n")
        let server = try await Self.sky(["--server", "not a url"])
        #expect(server.status == 64)
        // A port that was just free: nothing listens there.
        let node = try await ServeProcess.start()
        let port = node.port
        await node.stop()
        let down = try await Self.sky(["--server", "http://127.0.0.1:\(port)"])
        #expect(down.status == 69)
        #expect(down.errors.hasPrefix("error: cannot reach the server at http://127.0.0.1:\(port)"))
        #expect(down.output.isEmpty)
    }

    @Test func serveRefusesAnUnknownKindOfWork() async throws {
        let executable = try #require(swiftletExecutable())
        let outcome = try await withTimeout(.seconds(180)) {
            try await runChildProcess(executable, arguments: ["serve", "--port", "0", "--sky-work", "dance"])
        }
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("invalid --sky-work dance: expected cpu or sleep"))
    }
}
