import Foundation
import SwiftletTesting
import Testing

/// `swiftlet sky` against a real `swiftlet serve` process (sleep work of 50 ms per task).
@Suite(.timeLimit(.minutes(3)))
struct SkyCommandTests {
    /// A running `swiftlet serve` child process on a free port.
    final class Node: Sendable {
        let process: Process
        let port: Int
        let directory: URL
        var url: String { "http://127.0.0.1:\(port)" }

        private init(process: Process, port: Int, directory: URL) {
            self.process = process
            self.port = port
            self.directory = directory
        }

        /// Starts `swiftlet serve --port 0` with `arguments` and waits for its "listening" line.
        static func start(_ arguments: [String]) async throws -> Node {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "swiftlet-sky-\(UUID().uuidString)")
            let process = Process()
            let executable = try #require(swiftletExecutable(), "no swiftlet executable: build it first")
            process.executableURL = executable
            process.arguments =
                ["serve", "--port", "0", "--data-dir", directory.path, "--no-prepare-assets"] + arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let handle = output.fileHandleForReading
            let port: Int? = await withCheckedContinuation { continuation in
                // Reads on a thread of its own until the port shows, then keeps draining the pipe.
                Thread {
                    var text = ""
                    var reported = false
                    while true {
                        let data = handle.availableData
                        if data.isEmpty { break }
                        guard !reported else { continue }
                        text += String(decoding: data, as: UTF8.self)
                        if let range = text.range(of: "listening on http://127.0.0.1:"),
                            let newline = text[range.upperBound...].firstIndex(of: "\n")
                        {
                            reported = true
                            continuation.resume(returning: Int(text[range.upperBound..<newline]))
                        }
                    }
                    if !reported { continuation.resume(returning: nil) }
                }.start()
            }
            guard let port else {
                process.terminate()
                throw NodeError(description: "swiftlet serve did not report its port")
            }
            return Node(process: process, port: port, directory: directory)
        }

        /// Stops the process (SIGTERM) and waits for it to exit.
        func stop() async {
            let process = self.process
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread {
                    process.terminate()
                    process.waitUntilExit()
                    continuation.resume()
                }.start()
            }
            try? FileManager.default.removeItem(at: directory)
        }
    }

    struct NodeError: Error, CustomStringConvertible {
        var description: String
    }

    static func sky(_ arguments: [String]) async throws -> ChildProcessOutcome {
        let executable = try #require(swiftletExecutable())
        return try await withTimeout(.seconds(60)) {
            try await runChildProcess(executable, arguments: ["sky"] + arguments)
        }
    }

    @Test func aScanPrintsTheIndicatorsThenTheSummary() async throws {
        let node = try await Node.start(["--sky-work", "sleep", "--sky-task-seconds", "0.05"])
        do {
            let outcome = try await Self.sky(["--server", node.url])
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
        let node = try await Node.start([])
        let port = node.port
        await node.stop()
        let down = try await Self.sky(["--server", "http://127.0.0.1:\(port)"])
        #expect(down.status == 69)
        #expect(down.errors.hasPrefix("error: cannot reach the server at http://127.0.0.1:\(port)"))
        #expect(down.output.isEmpty)
    }

    @Test func serveRefusesAnUnknownKindOfWork() async throws {
        let executable = try #require(swiftletExecutable())
        let outcome = try await withTimeout(.seconds(60)) {
            try await runChildProcess(executable, arguments: ["serve", "--port", "0", "--sky-work", "dance"])
        }
        #expect(outcome.status == 64)
        #expect(outcome.errors.contains("invalid --sky-work dance: expected cpu or sleep"))
    }
}
