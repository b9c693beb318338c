import AsyncHTTPClient
import Foundation
import NIOCore
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletCluster

/// SkyNet with the real binary: a scan started through node A's `POST /sky/scan` runs tasks on B and
/// C (their logs say so); C is killed with SIGKILL mid-scan and the scan still ends with 20 results.
@Suite(.timeLimit(.minutes(3))) struct MultiProcessSkyNetTests {
    typealias NodeProcess = MultiProcessClusterTests.NodeProcess

    @Test func aScanSpreadsOverThreeNodesAndSurvivesAKilledNode() async throws {
        let secret = "skynet-\(UUID().uuidString)"
        // Sleep work (2 s a task) scales across nodes on a small machine: A's four slots stay full
        // while the scan commits tasks to B and C.
        let work = ["--sky-work", "sleep", "--sky-task-seconds", "2"]
        let a = try await NodeProcess.start("A", secret: secret, arguments: work)
        var nodes = [a]
        do {
            let b = try await NodeProcess.start("B", join: [a.address], secret: secret, arguments: work)
            nodes.append(b)
            let c = try await NodeProcess.start("C", join: [a.address], secret: secret, arguments: work)
            nodes.append(c)
            for node in nodes { try await node.waitForMembers(["A", "B", "C"]) }

            let summary = try await withTimeout(.seconds(90)) {
                try await withThrowingTaskGroup(of: ScanSummary?.self) { group in
                    group.addTask { try await Self.scan(on: a) }
                    // Kill C once it is running one of A's tasks.
                    group.addTask {
                        while !c.output.contains("SkyNet: C runs task") {
                            try await Task.sleep(for: .milliseconds(20))
                        }
                        await c.stop(signal: SIGKILL)
                        return nil
                    }
                    var summary: ScanSummary?
                    for try await result in group {
                        if let result { summary = result }
                    }
                    return summary
                }
            }
            let result = try #require(summary)
            #expect(result.total == 20)
            #expect(result.succeeded + result.failed == 20)
            #expect(result.retried >= 1, "C's unfinished tasks are retried on A")
            #expect(b.output.contains("SkyNet: B runs task"))
            #expect(c.process.terminationReason == .uncaughtSignal)
            try await a.waitForMembers(["A", "B"], limit: .seconds(10))
            try await b.waitForMembers(["A", "B"], limit: .seconds(10))
            print("SkyNet scan over A, B and C with C killed: \(result.message) retried \(result.retried)")
        } catch {
            for node in nodes { await node.stop(signal: SIGKILL) }
            throw error
        }
        for node in nodes { await node.stop(signal: SIGTERM) }
    }

    /// Runs `POST /sky/scan` on `node` and returns the summary line's summary.
    static func scan(on node: NodeProcess) async throws -> ScanSummary? {
        var request = HTTPClientRequest(url: "http://\(node.address)/sky/scan")
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(80))
        #expect(response.status == .ok)
        var pending = ""
        var summary: ScanSummary?
        for try await buffer in response.body {
            pending += String(buffer: buffer)
            while let newline = pending.firstIndex(of: "\n") {
                let line = String(pending[..<newline])
                pending = String(pending[pending.index(after: newline)...])
                let decoded = try JSONDecoder().decode(SkyScanLine.self, from: Data(line.utf8))
                if let error = decoded.error { Issue.record("scan error: \(error)") }
                if let value = decoded.summary { summary = value }
            }
        }
        return summary
    }
}
