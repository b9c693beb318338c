import AsyncHTTPClient
import Foundation
import NIOCore

/// Holds many `/littlejohn/ticker` streams open and measures the time between consecutive lines
/// of each stream, plus the server's resident memory.
enum TickerLoad {
    static func run(_ arguments: [String]) async throws {
        guard arguments.count >= 4, let clients = Int(arguments[1]), let seconds = Int(arguments[2]),
            let pid = Int(arguments[3])
        else {
            print("usage: ticker-load <base-url> <clients> <seconds> <server-pid>")
            return
        }
        let url = arguments[0] + "/littlejohn/ticker?AAPL,TSLA,NVDA"
        let client = HTTPClient(
            eventLoopGroupProvider: .singleton,
            configuration: HTTPClient.Configuration(
                connectionPool: .init(
                    idleTimeout: .seconds(120), concurrentHTTP1ConnectionsPerHostSoftLimit: clients + 16)
            )
        )
        let duration = Duration.seconds(seconds)
        let clock = ContinuousClock()
        let started = clock.now
        let memory = Task {
            var peak = 0
            while !Task.isCancelled {
                peak = max(peak, residentKilobytes(pid: pid) ?? 0)
                try? await Task.sleep(for: .milliseconds(250))
            }
            return peak
        }
        // Each client: gaps (seconds) between lines after its first two (which arrive together).
        let results = await withTaskGroup(of: ClientResult.self) { group in
            for _ in 0..<clients {
                group.addTask {
                    await measure(client: client, url: url, until: started + duration + .seconds(5), clock: clock)
                }
            }
            var all: [ClientResult] = []
            for await result in group { all.append(result) }
            return all
        }
        memory.cancel()
        let peakKB = await memory.value
        try await client.shutdown()

        let gaps = results.flatMap(\.gaps).sorted()
        let failed = results.filter { $0.error != nil }
        func percentile(_ p: Double) -> Double {
            gaps.isEmpty ? .nan : gaps[min(gaps.count - 1, Int(Double(gaps.count) * p))]
        }
        let starved = results.filter { $0.lines < seconds - 1 }.count
        print("clients: \(clients), held: \(seconds) s, failed: \(failed.count)")
        if let first = failed.first?.error { print("first failure: \(first)") }
        print(
            "lines: \(results.map(\.lines).reduce(0, +)), clients with fewer than \(seconds - 1) timed lines: \(starved)"
        )
        print(
            String(
                format: "gap p50: %.3f s, p99: %.3f s, max: %.3f s", percentile(0.5), percentile(0.99),
                gaps.last ?? .nan))
        print("server peak RSS: \(peakKB / 1024) MB")
    }

    struct ClientResult: Sendable {
        var gaps: [Double] = []
        var lines = 0
        var error: String?
    }

    private static func measure(
        client: HTTPClient,
        url: String,
        until deadline: ContinuousClock.Instant,
        clock: ContinuousClock
    ) async -> ClientResult {
        var result = ClientResult()
        do {
            let response = try await client.execute(HTTPClientRequest(url: url), timeout: .hours(1))
            var lineCount = 0
            var last: ContinuousClock.Instant?
            for try await chunk in response.body {
                let now = clock.now
                let newlines = chunk.readableBytesView.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                lineCount += newlines
                // The first two lines arrive together; measure from the second one on.
                if lineCount >= 2 {
                    if let last, newlines > 0 {
                        let gap = (now - last).components
                        result.gaps.append(Double(gap.seconds) + Double(gap.attoseconds) / 1e18)
                        result.lines += 1
                    }
                    if newlines > 0 { last = now }
                }
                if now >= deadline - .seconds(5) { break }
            }
        } catch {
            result.error = "\(error)"
        }
        return result
    }

    /// VmRSS of a process in kilobytes, from /proc.
    static func residentKilobytes(pid: Int) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
        }
        return nil
    }
}
