import Foundation

/// Thrown by ``withTimeout(_:clock:fileID:line:_:)`` when the work did not finish in time.
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
/// so nothing it started outlives the call. An operation that ignores its cancellation would hold
/// the caller forever; 15 s after the timeout a line on standard error names the call's place
/// (`fileID`, `line`), so a hung test run says which await it hangs in.
public func withTimeout<T: Sendable, C: Clock>(
    _ duration: C.Duration,
    clock: C,
    fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T where C.Duration == Duration {
    var stallReport: Task<Void, Never>?
    defer { stallReport?.cancel() }
    return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await clock.sleep(for: duration)
            return nil
        }
        defer { group.cancelAll() }
        while let next = try await group.next() {
            if let value = next { return value }
            stallReport = reportStall(after: .seconds(15), of: "withTimeout(\(duration)) at \(fileID):\(line)")
            throw TimeoutError(duration: duration)
        }
        throw TimeoutError(duration: duration)
    }
}

/// ``withTimeout(_:clock:fileID:line:_:)`` on the continuous clock.
public func withTimeout<T: Sendable>(
    _ duration: Duration,
    fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withTimeout(duration, clock: ContinuousClock(), fileID: fileID, line: line, operation)
}

/// Writes one line to standard error unless cancelled within `delay` (real time): the caller cancels
/// it once the cancelled work has ended.
private func reportStall(after delay: Duration, of place: String) -> Task<Void, Never> {
    Task {
        guard (try? await Task.sleep(for: delay)) != nil else { return }
        let message = "\(place): timed out, and its operation has not ended \(delay) after being cancelled\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
