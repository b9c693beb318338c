import OpenCombine

extension Publisher where Failure == Never, Output: Sendable {
    /// Subscribes with an async handler: every value is passed to `receiveValue`, one call at a time and
    /// in the order the values were published (a value waits while the previous call is still running).
    ///
    /// Cancelling (or releasing) the returned `AnyCancellable` stops deliveries and cancels the call in
    /// progress. The handler is `@Sendable` and runs off the main actor; hop with `await MainActor.run`
    /// (or call a `@MainActor` method) to touch UI state. Values may be published on any thread.
    public func sink(receiveValue: @escaping @Sendable (Output) async -> Void) -> AnyCancellable {
        let (stream, continuation) = AsyncStream.makeStream(of: Output.self)
        let consumer = Task {
            for await value in stream { await receiveValue(value) }
        }
        let subscription = sink(
            receiveCompletion: { _ in continuation.finish() },
            receiveValue: { value in continuation.yield(value) }
        )
        return AnyCancellable {
            subscription.cancel()
            continuation.finish()
            consumer.cancel()
        }
    }
}
