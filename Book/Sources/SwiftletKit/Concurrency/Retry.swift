/// Runs `operation` until it succeeds, at most `times + 1` times, sleeping on `clock` between attempts.
///
/// The first retry waits `backoff`, and each later retry waits twice as long as the one before
/// (`backoff`, `2 × backoff`, `4 × backoff`, …). `times` counts retries, so `times: 0` makes exactly one
/// attempt and `times: 3` makes four. Errors of the attempts before the last are dropped; the last
/// attempt's error is rethrown. Runs in the caller's task: cancelling the caller makes the pending
/// backoff sleep throw `CancellationError`, which ends the retries at once.
///
/// ```swift
/// let files = try await retry(times: 3, backoff: .milliseconds(200), clock: ContinuousClock()) {
///     try await client.decoded([DownloadFile].self, for: request)
/// }
/// ```
public func retry<T: Sendable, C: Clock>(
    times: Int,
    backoff: Duration,
    clock: C,
    operation: @Sendable () async throws -> T
) async throws -> T where C.Duration == Duration {
    precondition(times >= 0, "retry(times:) needs a non-negative number of retries")
    var delay = backoff
    for _ in 0..<times {
        do {
            return try await operation()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            try await clock.sleep(for: delay)
            delay *= 2
        }
    }
    return try await operation()
}

/// ``retry(times:backoff:clock:operation:)`` on the continuous clock.
public func retry<T: Sendable>(
    times: Int,
    backoff: Duration = .seconds(1),
    operation: @Sendable () async throws -> T
) async throws -> T {
    try await retry(times: times, backoff: backoff, clock: ContinuousClock(), operation: operation)
}

extension Task where Failure == any Error {
    /// The post's `Task.retried`: a new unstructured task that runs ``retry(times:backoff:clock:operation:)``.
    /// The caller owns the returned task and must cancel it when its result is no longer needed.
    public static func retried<C: Clock>(
        times: Int,
        backoff: Duration = .seconds(1),
        clock: C,
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable () async throws -> Success
    ) -> Task<Success, any Error> where C.Duration == Duration {
        Task(priority: priority) {
            try await retry(times: times, backoff: backoff, clock: clock, operation: operation)
        }
    }
}
