import Synchronization

/// Why ``withCallback(_:)`` ended without a value from the callback.
public enum CallbackBridgeError: Error, Sendable, Equatable {
    /// The callback API released its completion handler without ever calling it.
    case completionDropped
    /// The callback API called back with neither a value nor an error.
    case noResult
}

/// Awaits a callback-based API: `start` receives a completion handler and must arrange for it to be called
/// once with the outcome, on any thread.
///
/// The continuation is resumed exactly once, whatever the API does: a second call of the handler is
/// ignored; a handler released without being called resumes with ``CallbackBridgeError/completionDropped``
/// instead of leaking the continuation; cancelling the awaiting task resumes at once with
/// `CancellationError` (a late callback is then ignored).
public func withCallback<T: Sendable>(
    _ start: (_ completion: @escaping @Sendable (Result<T, any Error>) -> Void) -> Void
) async throws -> T {
    let resumer = ContinuationBox<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            resumer.install(continuation)
            let handler = CompletionHandler(resumer: resumer)
            start { result in handler.complete(result) }
        }
    } onCancel: {
        resumer.resume(with: .failure(CancellationError()))
    }
}

/// ``withCallback(_:)`` for the common `(value?, error?)` shape: an error wins, a value without an error is
/// returned, neither is ``CallbackBridgeError/noResult``. (A value *and* an error: the value is returned,
/// as the book's address encoder does.)
public func withCallback<T: Sendable>(
    _ start: (_ completion: @escaping @Sendable (T?, (any Error)?) -> Void) -> Void
) async throws -> T {
    try await withCallback { (complete: @escaping @Sendable (Result<T, any Error>) -> Void) in
        start { value, error in
            switch (value, error) {
            case (let value?, _): complete(.success(value))
            case (nil, let error?): complete(.failure(error))
            case (nil, nil): complete(.failure(CallbackBridgeError.noResult))
            }
        }
    }
}

/// Holds a continuation and resumes it at most once. A `Mutex` (not an actor) because resuming must happen
/// synchronously inside the callback, the cancellation handler and `deinit`.
private final class ContinuationBox<T: Sendable>: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<T, any Error>?, early: Result<T, any Error>?)>(
        (nil, nil))

    func install(_ continuation: CheckedContinuation<T, any Error>) {
        let early = state.withLock { state -> Result<T, any Error>? in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func resume(with result: Result<T, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<T, any Error>? in
            guard let continuation = state.continuation else {
                // Not installed yet (cancelled before start): remember the first outcome only.
                if state.early == nil { state.early = result }
                return nil
            }
            state.continuation = nil
            state.early = result
            return continuation
        }
        continuation?.resume(with: result)
    }
}

/// The handler given to the callback API; resumes with `completionDropped` if released uncalled.
private final class CompletionHandler<T: Sendable>: Sendable {
    private let resumer: ContinuationBox<T>

    init(resumer: ContinuationBox<T>) { self.resumer = resumer }

    func complete(_ result: Result<T, any Error>) { resumer.resume(with: result) }

    deinit { resumer.resume(with: .failure(CallbackBridgeError.completionDropped)) }
}
