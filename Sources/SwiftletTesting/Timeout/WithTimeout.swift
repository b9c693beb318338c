/// Thrown by ``withTimeout(_:clock:_:)`` when the work did not finish in time.
public struct TimeoutError: Error, Sendable, CustomStringConvertible {
    public let duration: Duration

    public init(duration: Duration) { self.duration = duration }

    public var description: String { "timed out after \(duration)" }
}

/// Runs `operation` and returns its result, or cancels it and throws ``TimeoutError`` once `duration`
/// has passed on `clock`. Use it around anything in a test that could hang, so a hang fails fast:
///
/// ```swift
/// let line = try await withTimeout(.seconds(5)) { try await lines.first { _ in true } }
/// ```
///
/// The operation is a child task: it is cancelled when the time runs out or when the caller is
/// cancelled. A timeout is only reported once the operation has returned from its cancellation,
/// so nothing it started outlives the call.
public func withTimeout<T: Sendable, C: Clock>(
    _ duration: C.Duration,
    clock: C,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T where C.Duration == Duration {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await clock.sleep(for: duration)
            return nil
        }
        defer { group.cancelAll() }
        while let next = try await group.next() {
            if let value = next { return value }
            throw TimeoutError(duration: duration)
        }
        throw TimeoutError(duration: duration)
    }
}

/// ``withTimeout(_:clock:_:)`` on the continuous clock.
public func withTimeout<T: Sendable>(
    _ duration: Duration,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withTimeout(duration, clock: ContinuousClock(), operation)
}
