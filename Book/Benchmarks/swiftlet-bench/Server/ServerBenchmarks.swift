import Foundation

/// The server benchmarks. Driven by `Benchmarks/server/run.sh`, which also runs wrk and nginx;
/// see the "Server" section of BENCHMARKS.md for the figures and the exact commands.
///
/// - `server serve <port> <data-dir>`: the book server as `swiftlet serve` configures it, plus two
///   bare Hummingbird routes registered before the book's middleware: `/bench/trivial` ("OK") and
///   `/bench/slice` (350,000 bytes from memory, the ceiling for range responses).
/// - `server ticker-load <base-url> <clients> <seconds> <server-pid>`: holds that many ticker
///   streams open and reports the gaps between lines and the server's resident memory.
enum ServerBenchmarks {
    static func run(_ arguments: [String]) async throws {
        switch arguments.first {
        case "serve":
            try await BenchmarkServer.run(Array(arguments.dropFirst()))
        case "ticker-load":
            try await TickerLoad.run(Array(arguments.dropFirst()))
        default:
            print("usage: swiftlet-bench server serve <port> <data-dir>")
            print("       swiftlet-bench server ticker-load <base-url> <clients> <seconds> <server-pid>")
        }
    }
}
