import Foundation

/// The server benchmarks. Driven by `Benchmarks/server/run.sh`, which also runs wrk and nginx;
/// see the "Server" section of BENCHMARKS.md for the figures and the exact commands.
///
/// - `server serve <port> <data-dir>`: the book server plus a trivial route `/bench/trivial`
///   (registered before the book's middleware, so it is a bare Hummingbird route) in this binary.
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
