import OpenCombine

extension Publisher where Failure == any Error, Output: Sendable {
    /// Maps every value with an async throwing `transform`. A thrown error becomes the stream's failure
    /// completion. Like `flatMap`, several transforms may run at once and finish out of upstream order;
    /// cancelling the subscription drops the results of transforms still running.
    public func tryAwaitMap<T: Sendable>(
        _ transform: @escaping @Sendable (Output) async throws -> T
    ) -> Publishers.FlatMap<Future<T, any Error>, Self> {
        flatMap { value in Future.awaiting { try await transform(value) } }
    }
}

extension Publisher where Failure == Never, Output: Sendable {
    /// ``tryAwaitMap(_:)`` for a publisher that cannot fail: the result can fail with the transform's error.
    public func tryAwaitMap<T: Sendable>(
        _ transform: @escaping @Sendable (Output) async throws -> T
    ) -> Publishers.FlatMap<Future<T, any Error>, Publishers.SetFailureType<Self, any Error>> {
        setFailureType(to: (any Error).self).flatMap { value in Future.awaiting { try await transform(value) } }
    }
}

extension Future where Failure == any Error, Output: Sendable {
    /// A future fulfilled by an async throwing operation that starts at once.
    static func awaiting(_ operation: @escaping @Sendable () async throws -> Output) -> Future {
        Future { promise in
            let promise = PromiseBox(promise)
            Task {
                do {
                    promise.fulfil(.success(try await operation()))
                } catch {
                    promise.fulfil(.failure(error))
                }
            }
        }
    }
}

/// Carries a `Future` promise into the task that fulfils it.
///
/// `@unchecked Sendable`: OpenCombine's `Future` guards its state with its own lock inside the promise
/// closure (see `Future.promise(_:)`), so the promise may be called from any thread; it is called once.
private final class PromiseBox<Output, Failure: Error>: @unchecked Sendable {
    let promise: (Result<Output, Failure>) -> Void

    init(_ promise: @escaping (Result<Output, Failure>) -> Void) { self.promise = promise }

    func fulfil(_ result: Result<Output, Failure>) { promise(result) }
}
