/// Runs async work for a caller that expects a completion handler, and calls `completion` once on the
/// main actor with the outcome.
///
/// The returned task is the caller's handle: cancel it when the result is no longer wanted (for example
/// when the screen that asked goes away); the completion then receives `CancellationError` unless the work
/// had already finished.
@discardableResult
public func runWithCompletion<T: Sendable>(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable () async throws -> T,
    completion: @escaping @MainActor @Sendable (Result<T, any Error>) -> Void
) -> Task<Void, Never> {
    Task(priority: priority) {
        let result = await Result(awaiting: operation)
        await completion(result)
    }
}
