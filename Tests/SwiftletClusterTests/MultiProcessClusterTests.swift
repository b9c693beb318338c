import AsyncHTTPClient
import Foundation
import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletCluster

/// Three real `swiftlet serve --node-name …` processes on free loopback ports, joined through one
/// seed: every node's `/sky/cluster` lists all three; `kill -9` of one removes it everywhere (its
/// connections close), a SIGSTOP-ed one too (its heartbeats stop), and both come back.
@Suite(.timeLimit(.minutes(3))) struct MultiProcessClusterTests {
    /// A running `swiftlet serve` node.
    final class NodeProcess: Sendable {
        let process: Process
        let port: Int
        let name: String
        let directory: URL
        private let log: Log
        var address: String { "127.0.0.1:\(port)" }
        /// Everything the process printed so far (standard output and error).
        var output: String { log.text.withLock { $0 } }

        /// The process's output, appended by the reading thread.
        final class Log: Sendable {
            let text = Mutex("")
        }

        private init(process: Process, port: Int, name: String, directory: URL, log: Log) {
            self.process = process
            self.port = port
            self.name = name
            self.directory = directory
            self.log = log
        }

        static func start(
            _ name: String, join seeds: [String] = [], secret: String, arguments extra: [String] = []
        ) async throws -> NodeProcess {
            let executable = try #require(swiftletExecutable(), "no swiftlet executable: run swift build first")
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "swiftlet-cluster-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = executable
            process.arguments =
                [
                    "serve", "--port", "0", "--data-dir", directory.path, "--no-prepare-assets",
                    "--node-name", name, "--cluster-secret", secret,
                ] + seeds.flatMap { ["--join", $0] } + extra
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let handle = output.fileHandleForReading
            let log = Log()
            let port: Int? = await withCheckedContinuation { continuation in
                // Reads the output on a thread of its own until the line with the port, then keeps
                // draining it (into `log`) so the child never blocks on a full pipe.
                Thread {
                    var text = ""
                    var reported = false
                    while true {
                        let data = handle.availableData
                        if data.isEmpty { break }
                        let chunk = String(decoding: data, as: UTF8.self)
                        log.text.withLock { $0 += chunk }
                        guard !reported else { continue }
                        text += chunk
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
                throw ClusterError.connectionFailed("swiftlet serve did not report its port")
            }
            return NodeProcess(process: process, port: port, name: name, directory: directory, log: log)
        }

        /// Sends `signal` and waits for the process to exit.
        func stop(signal: Int32) async {
            let process = self.process
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread {
                    if process.isRunning { kill(process.processIdentifier, signal) }
                    process.waitUntilExit()
                    continuation.resume()
                }.start()
            }
            try? FileManager.default.removeItem(at: directory)
        }

        /// This node's `GET /sky/cluster`.
        func cluster() async throws -> ClusterStatus {
            let response = try await HTTPClient.shared.execute(
                HTTPClientRequest(url: "http://\(address)/sky/cluster"), timeout: .seconds(10))
            let body = try await response.body.collect(upTo: 1 << 20)
            return try JSONDecoder().decode(ClusterStatus.self, from: Data(buffer: body))
        }

        /// Waits (bounded by `limit`) until this node's `/sky/cluster` member names equal `names`.
        func waitForMembers(_ names: [String], limit: Duration = .seconds(30)) async throws {
            try await withTimeout(limit) {
                while try await self.cluster().members.map(\.name) != names {
                    try await Task.sleep(for: .milliseconds(50))
                }
            }
        }
    }

    @Test func threeNodesJoinThroughOneSeedAndAKilledNodeIsRemovedEverywhere() async throws {
        let secret = "multi-process-\(UUID().uuidString)"
        let a = try await NodeProcess.start("A", secret: secret)
        var nodes = [a]
        do {
            let b = try await NodeProcess.start("B", join: [a.address], secret: secret)
            nodes.append(b)
            let c = try await NodeProcess.start("C", join: [a.address], secret: secret)
            nodes.append(c)
            for node in nodes {
                try await node.waitForMembers(["A", "B", "C"])
                let status = try await node.cluster()
                #expect(status.`self` == node.name)
                #expect(status.members.map(\.address) == [a.address, b.address, c.address])
            }
            // Every member's view converges on all three up (B and C learnt each other by gossip).
            try await withTimeout(.seconds(30)) { [nodes] in
                for node in nodes {
                    while try await node.cluster().members.contains(where: { $0.status != "up" }) {
                        try await Task.sleep(for: .milliseconds(50))
                    }
                }
            }

            // The detector's design deadline: heartbeats every 0.5 s, removal after 2 s of silence.
            let defaults = ClusterConfiguration(name: "x", secret: "x")
            #expect(defaults.failureDeadline + defaults.heartbeatInterval <= .seconds(3))

            let killed = ContinuousClock.now
            await c.stop(signal: SIGKILL)
            #expect(c.process.terminationReason == .uncaughtSignal)
            try await a.waitForMembers(["A", "B"], limit: .seconds(10))
            try await b.waitForMembers(["A", "B"], limit: .seconds(10))
            let elapsed = ContinuousClock.now - killed
            print("kill -9 of C: removed from every membership after \(elapsed)")

            // C comes back on a new port and rejoins through the seed.
            let again = try await NodeProcess.start("C", join: [a.address], secret: secret)
            nodes.append(again)
            try await b.waitForMembers(["A", "B", "C"])

            // A hung node (SIGSTOP: its sockets stay open) is removed by the heartbeat deadline alone,
            // and rejoins once it runs again.
            let stopped = ContinuousClock.now
            kill(again.process.processIdentifier, SIGSTOP)
            do {
                try await a.waitForMembers(["A", "B"], limit: .seconds(10))
                try await b.waitForMembers(["A", "B"], limit: .seconds(10))
            } catch {
                kill(again.process.processIdentifier, SIGCONT)
                throw error
            }
            print("SIGSTOP of C: removed from every membership after \(ContinuousClock.now - stopped)")
            kill(again.process.processIdentifier, SIGCONT)
            try await a.waitForMembers(["A", "B", "C"])
            try await again.waitForMembers(["A", "B", "C"])
        } catch {
            for node in nodes { await node.stop(signal: SIGKILL) }
            throw error
        }
        for node in nodes { await node.stop(signal: SIGTERM) }
    }

    @Test func anEmptySecretIsRefusedAtStart() async throws {
        let executable = try #require(swiftletExecutable(), "no swiftlet executable: run swift build first")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swiftlet-cluster-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await withTimeout(.seconds(60)) {
            try await runChildProcess(
                executable,
                arguments: [
                    "serve", "--port", "0", "--data-dir", directory.path, "--no-prepare-assets", "--node-name", "A",
                    "--cluster-secret", "",
                ])
        }
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("secret"))
    }
}
