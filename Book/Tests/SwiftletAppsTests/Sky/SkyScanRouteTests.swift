import BookTestSupport
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// `POST /sky/scan` on a real `swiftlet serve`: one client runs at most four scans at once (the
/// fifth is `429` with a JSON error), and a graceful shutdown ends running scans at once.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SkyScanRouteTests {
    /// A scan of 1000 one-second tasks: far longer than any of these tests.
    static let longScan = "{\"total\": 1000}"

    static func request(_ body: String = longScan, type: String = "application/json") -> String {
        "POST /sky/scan HTTP/1.1\r\nHost: x\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// Starts a long scan and returns its socket once the answer's head (200) has arrived.
    static func startScan(_ server: ServeProcess) async throws -> RawSocket {
        let socket = try await RawSocket.connect(port: server.port, sending: request())
        // The answer streams (chunked): this returns the head and first lines after the limit.
        let head = try await socket.readResponse(limit: .seconds(3))
        #expect(head.status == 200, "\(head.text)")
        return socket
    }

    static func withServer(_ body: @escaping @Sendable (ServeProcess) async throws -> Void) async throws {
        let server = try await withTimeout(.seconds(60)) {
            try await ServeProcess.start(arguments: ["--sky-work", "sleep", "--sky-task-seconds", "1"])
        }
        do {
            try await withTimeout(.seconds(90)) { try await body(server) }
        } catch {
            await server.stop(signal: SIGKILL)
            throw error
        }
        await server.stop(signal: SIGKILL)
    }

    @Test func aFifthConcurrentScanFromOneClientIs429() async throws {
        try await Self.withServer { server in
            var scans: [RawSocket] = []
            for _ in 0..<4 { scans.append(try await Self.startScan(server)) }
            let refused = try await RawSocket.connect(port: server.port, sending: Self.request())
            let answer = try await refused.readResponse(limit: .seconds(30))
            refused.close()
            #expect(answer.status == 429, "\(answer.text)")
            #expect(try Self.error(in: answer.body)?.contains("Too many scans") == true, "\(answer.body)")
            // A client that leaves frees its place (the server notices within 100 ms): a new scan is
            // admitted again.
            scans.removeFirst().close()
            var admitted = false
            for _ in 0..<100 where !admitted {
                let socket = try await RawSocket.connect(port: server.port, sending: Self.request())
                admitted = try await socket.readResponse(limit: .seconds(3)).status == 200
                socket.close()
                if !admitted { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(admitted)
            for scan in scans { scan.close() }
        }
    }

    @Test func aScanWithoutAJSONContentTypeIs415() async throws {
        try await Self.withServer { server in
            let socket = try await RawSocket.connect(port: server.port, sending: Self.request("", type: "text/plain"))
            defer { socket.close() }
            let answer = try await socket.readResponse(limit: .seconds(30))
            #expect(answer.status == 415, "\(answer.text)")
        }
    }

    @Test func aGracefulShutdownEndsARunningScanWithAnErrorLine() async throws {
        let server = try await withTimeout(.seconds(60)) {
            try await ServeProcess.start(arguments: ["--sky-work", "sleep", "--sky-task-seconds", "1"])
        }
        do {
            try await withTimeout(.seconds(60)) {
                let scan = try await Self.startScan(server)
                defer { scan.close() }
                let started = ContinuousClock.now
                // SIGTERM: the process must end the 1000-second scan rather than wait for it.
                async let stopped: Void = server.stop(signal: SIGTERM)
                let rest = try await scan.readToEnd(limit: .seconds(30))
                let closed = rest.closed
                // A server still scanning after 30 s is killed, so a failure does not wait for the scan.
                if !closed { kill(server.process.processIdentifier, SIGKILL) }
                await stopped
                #expect(closed)
                let text = rest.text
                #expect(text.contains("The server is shutting down; the scan was stopped."), "\(text.suffix(300))")
                #expect(ContinuousClock.now - started < .seconds(20))
                #expect(server.process.terminationStatus == 0, "\(server.output)")
            }
        } catch {
            await server.stop(signal: SIGKILL)
            throw error
        }
    }
}

extension SkyScanRouteTests {
    /// The `error` string of a JSON error body, or nil.
    static func error(in body: String) throws -> String? {
        guard let data = body.data(using: .utf8),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["error"] as? String
    }
}
