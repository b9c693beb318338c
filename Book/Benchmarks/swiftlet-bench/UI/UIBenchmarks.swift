import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The UI engine benchmarks:
/// `swift run -c release swiftlet-bench ui [s8|keyed|tokamak|table] [--quick] [--rows N]`
/// (`table` is the framework benchmark table, `/apps/bench-table`; it runs only when named; with
/// `--pause MS` it idles before each timed tick, as a click comes after the user paused)
/// (`--rows` limits the S8 suite to one list size, for instruction counts per size).
///
/// Every figure is measured on one `ViewGraph` driven by hand (`schedulesTicks = false`), so a tick
/// is exactly the work the engine does for one change: body evaluations, diffing and operations.
/// Bodies evaluated per operation are printed beside the time.
enum UIBenchmarks {
    static func run(_ arguments: [String]) async throws {
        let quick = arguments.contains("--quick")
        let sizes: [Int]
        if let flag = arguments.firstIndex(of: "--rows"), flag + 1 < arguments.count,
            let rows = Int(arguments[flag + 1])
        {
            sizes = [rows]
        } else {
            sizes = [1_000, 10_000, 100_000]
        }
        let suites = arguments.enumerated().filter { index, argument in
            !argument.hasPrefix("--")
                && (index == 0 || !["--rows", "--only", "--repeat", "--pause"].contains(arguments[index - 1]))
        }.map(\.element)
        let selected = suites.isEmpty ? ["s8", "keyed", "tokamak"] : suites
        await MainActor.run {
            print("SwiftletUI engine benchmarks (\(quick ? "quick" : "full") run)")
            if selected.contains("s8") { ObservedRowsBenchmark.run(quick: quick, sizes: sizes) }
            if selected.contains("keyed") { KeyedRowsBenchmark.run(quick: quick) }
            if selected.contains("tokamak") { TreeUpdateBenchmark.run(quick: quick) }
            if selected.contains("table") {
                BenchTableBenchmark.run(
                    quick: quick, only: value(after: "--only", in: arguments),
                    repeats: value(after: "--repeat", in: arguments).flatMap { Int($0) },
                    pause: value(after: "--pause", in: arguments).flatMap { Double($0) })
            }
        }
    }
}

/// Times `body` once per iteration and reports the median and the mean.
@MainActor
struct Measurement {
    private(set) var samples: [Duration] = []

    mutating func time(_ body: () -> Void) {
        let clock = ContinuousClock()
        samples.append(clock.measure(body))
    }

    /// Records a duration measured elsewhere (thread CPU time).
    mutating func add(_ sample: Duration) { samples.append(sample) }

    var median: Duration { samples.sorted()[samples.count / 2] }

    nonisolated static func microseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micro = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
        return String(format: "%.1f µs", micro)
    }
}

/// Prints one aligned row of figures.
@MainActor func report(_ name: String, _ median: Duration, bodies: Double, operations: Double) {
    let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
    let time = Measurement.microseconds(median).padding(toLength: 14, withPad: " ", startingAt: 0)
    print(
        "  \(padded) \(time) bodies/op \(String(format: "%7.1f", bodies))   render ops/op \(String(format: "%7.1f", operations))"
    )
}

/// The argument after `flag`, if any.
func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
