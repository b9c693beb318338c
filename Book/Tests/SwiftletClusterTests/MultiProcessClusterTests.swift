import AsyncHTTPClient
import BookTestSupport
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletCluster

/// Three real `swiftlet serve --node-name …` processes on free loopback ports, joined through one
/// seed: every node's `/sky/cluster` lists all three; `kill -9` of one removes it everywhere (its
/// connections close), a SIGSTOP-ed one too (its heartbeats stop), and both come back.
@Suite(.timeLimit(.minutes(3))) struct MultiProcessClusterTests {
    /// A running `swiftlet serve` node.
    final class NodeProcess: Sendable {
        let name: String
        private let serve: ServeProcess
        var process: Process { serve.process }
        var port: Int { serve.port }
        var address: String { serve.address }
        /// Everything the process printed so far (standard output and error).
        var output: String { serve.output }

        private init(name: String, serve: ServeProcess) {
            self.name = name
            self.serve = serve
        }

        static func start(
            _ name: String, join seeds: [String] = [], secret: String, arguments extra: [String] = [],
            discovery: [String] = ["--no-discovery"]
        ) async throws -> NodeProcess {
            let secretFile = try writeSecretFile(secret)
            // Without discovery unless asked: these tests are about --join (DiscoveryTests covers discovery).
            let serve = try await ServeProcess.start(
                arguments: ["--node-name", name, "--cluster-secret-file", secretFile.path]
                    + seeds.flatMap { ["--join", $0] } + discovery + extra)
            return NodeProcess(name: name, serve: serve)
        }

        /// Sends `signal` and waits for the process to exit.
        func stop(signal: Int32) async {
            await serve.stop(signal: signal)
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
        let emptySecret = try writeSecretFile("")
        defer { try? FileManager.default.removeItem(at: emptySecret) }
        let outcome = try await withTimeout(.seconds(60)) {
            try await runChildProcess(
                executable,
                arguments: [
                    "serve", "--port", "0", "--data-dir", directory.path, "--no-prepare-assets", "--node-name", "A",
                    "--cluster-secret-file", emptySecret.path,
                ])
        }
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("secret"))
    }
}

/// Writes `secret` to a new private file for `--cluster-secret-file` (the secret never goes on a
/// command line) and returns its location.
func writeSecretFile(_ secret: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cluster-secret-\(UUID().uuidString)")
    try Data(secret.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    return file
}
