import Foundation
import SwiftletKit

/// What a scan task does after the API call: by default about a second of CPU-bound work.
///
/// ``cpu(seconds:)`` keeps a thread busy for that much CPU time (the book blocks a thread of the
/// cooperative pool; here it is a thread of its own, so a scan never stalls the server's other work);
/// ``sleep(_:clock:)`` waits on a clock instead, so it scales across nodes on a small machine and runs
/// in no real time on a test clock; ``custom(_:)`` runs any code (tests observe concurrency with it).
/// Every kind stops early when its task is cancelled, throwing `CancellationError`.
public struct ScanWork: Sendable {
    /// A short description for logs: `cpu 1.00 s`, `sleep 0.10 s`, `custom`.
    public let summary: String
    private let body: @Sendable () async throws -> Void

    private init(summary: String, body: @escaping @Sendable () async throws -> Void) {
        self.summary = summary
        self.body = body
    }

    /// The book's work: one second of CPU-bound computation.
    public static let standard = ScanWork.cpu(seconds: 1)

    /// Busy computation until the thread doing it has used `seconds` of CPU time, checking for
    /// cancellation about every millisecond. It runs on a thread of its own (`runSynchronousWork`),
    /// not on the cooperative pool: in `swiftlet serve` the pool's few threads serve every session
    /// and request, and four seconds-long tasks on it would stall all of them. It measures CPU time,
    /// not wall time: on a machine with fewer cores than busy threads each task takes longer, so
    /// CPU-bound scans cannot look faster by running more nodes than there are cores.
    public static func cpu(seconds: Double) -> ScanWork {
        ScanWork(summary: String(format: "cpu %.2f s", seconds)) {
            let budget = max(0, seconds)
            let finished = await runSynchronousWork { cancellation -> Bool in
                let start = threadCPUSeconds()
                var state: UInt64 = 0x9E37_79B9_7F4A_7C15
                while threadCPUSeconds() - start < budget {
                    for _ in 0..<20_000 {
                        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    }
                    if cancellation.isCancelled { return false }
                }
                // Keeps the loop's result observable, so the optimiser cannot drop the work.
                if state == 0 { print("") }
                return true
            }
            guard finished else { throw CancellationError() }
        }
    }

    /// CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Waits `duration` on `clock` (a `TestClock` in tests).
    public static func sleep(_ duration: Duration, clock: any Clock<Duration> = ContinuousClock()) -> ScanWork {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return ScanWork(summary: String(format: "sleep %.2f s", seconds)) {
            try await clock.sleep(for: duration)
        }
    }

    /// Runs `body` as the work.
    public static func custom(_ body: @escaping @Sendable () async throws -> Void) -> ScanWork {
        ScanWork(summary: "custom", body: body)
    }

    /// The work named on the command line: `cpu` or `sleep`, lasting `seconds`; nil for another name.
    public static func named(_ name: String, seconds: Double = 1) -> ScanWork? {
        switch name.lowercased() {
        case "cpu": .cpu(seconds: seconds)
        case "sleep": .sleep(.nanoseconds(Int64(max(0, seconds) * 1e9)))
        default: nil
        }
    }

    /// Does the work in a child task at `.medium` priority (the book's priority for scans, so main-actor
    /// UI updates win), never on the caller's actor.
    public func perform() async throws {
        let body = self.body
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask(priority: .medium) { try await body() }
            try await group.waitForAll()
        }
    }
}
