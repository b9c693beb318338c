import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletUI

/// The framework benchmark table (`/apps/bench-table`) driven engine-only: the app's own model and
/// view in one `ViewGraph`, each operation made on the model and then one timed `tick()`.
@MainActor
enum BenchTableBenchmark {
    struct Step {
        let name: String
        /// Brings the table to the state the operation starts from (not timed).
        let prepare: (BenchTableModel) -> Void
        /// The operation (its tick is timed).
        let action: (BenchTableModel) -> Void
        var iterations: Int?
    }

    static func ensure(_ count: Int, _ model: BenchTableModel) {
        if model.rows.count != count {
            model.clear()
            if count == 1_000 { model.run() }
        }
    }

    static let steps: [Step] = [
        Step(name: "create 1,000 rows", prepare: { $0.clear() }, action: { $0.run() }),
        Step(name: "replace all 1,000 rows", prepare: { ensure(1_000, $0) }, action: { $0.run() }),
        Step(name: "update every 10th row", prepare: { ensure(1_000, $0) }, action: { $0.update() }),
        // The browser benchmark's case again: the rows were created just before.
        Step(name: "update every 10th row of new rows", prepare: { $0.run() }, action: { $0.update() }),
        Step(
            name: "select a row", prepare: { ensure(1_000, $0) },
            action: { model in
                let next = model.rows.first { $0.id != model.selectedID && $0.id % 7 == (model.selectedID ?? 0) % 7 }
                model.select(next?.id ?? model.rows[0].id)
            }),
        Step(name: "swap rows 2 and 999", prepare: { ensure(1_000, $0) }, action: { $0.swapRows() }),
        // What the browser benchmark measures: the first update of rows created just before.
        Step(name: "swap rows 2 and 999 of new rows", prepare: { $0.run() }, action: { $0.swapRows() }),
        Step(
            name: "remove one row",
            prepare: { model in if model.rows.count < 990 { model.run() } },
            action: { $0.remove($0.rows[1].id) }),
        Step(name: "create 10,000 rows", prepare: { $0.clear() }, action: { $0.runLots() }, iterations: 10),
        Step(name: "append 1,000 rows to 1,000", prepare: { ensure(1_000, $0) }, action: { $0.add() }),
        Step(name: "clear 1,000 rows", prepare: { ensure(1_000, $0) }, action: { $0.clear() }),
    ]

    /// Runs every step, or only those whose name contains `only` (`--only swap`, for profiling one
    /// operation; `--repeat N` then sets its number of runs). `pause` is milliseconds of idling
    /// before each timed tick.
    static func run(quick: Bool, only: String? = nil, repeats: Int? = nil, pause: Double? = nil) {
        print("Benchmark table (/apps/bench-table, every row in a VStack, engine only):")
        for step in steps where only.map({ step.name.contains($0) }) ?? true {
            let iterations = repeats ?? (quick ? 5 : (step.iterations ?? 30))
            let model = BenchTableModel()
            let graph = ViewGraph(BenchTableView(model: model))
            graph.schedulesTicks = false
            graph.evaluations.keepsEntries = false
            var measurement = Measurement()
            var cpu = Measurement()
            var bodies = 0
            var operations = 0
            var reflections = 0
            for _ in 0..<iterations {
                step.prepare(model)
                graph.tick()
                graph.evaluations.reset()
                var produced = 0
                graph.onTick = { produced += $0.operations.count }
                step.action(model)
                // Idle first (`--pause`): the caches and the CPU cool down as between two clicks.
                if let pause { Thread.sleep(forTimeInterval: pause / 1000) }
                let cpuBefore = threadCPUTime()
                measurement.time { graph.tick() }
                cpu.add(threadCPUTime() - cpuBefore)
                graph.onTick = nil
                bodies += graph.evaluations.total
                reflections += graph.evaluations.reflectionComparisons
                operations += produced
            }
            report(
                step.name, measurement.median, bodies: Double(bodies) / Double(iterations),
                operations: Double(operations) / Double(iterations))
            print("    (thread CPU time, median: \(Measurement.microseconds(cpu.median)))")
            if reflections > 0 { print("    (\(reflections) comparisons fell back to Mirror)") }
            graph.unmount()
        }
    }
}

/// This thread's CPU time: what a tick costs without the time the scheduler gave other processes
/// (the figure to compare on a loaded machine).
func threadCPUTime() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
}
