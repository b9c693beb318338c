/// Hops values sent from any thread (a delegate callback on a background queue, say) to a `@MainActor`
/// consumer, one at a time and in the order they were sent.
///
/// This is the post's delegate wrapper with its two defects fixed: callbacks are not spawned as separate
/// tasks (so they cannot overtake each other), and the relay owns its delivery task: ``finish()`` or
/// releasing the relay stops deliveries. Keep the relay strongly (a delegate source usually holds its
/// delegate weakly), and capture the consumer weakly in `receive` to avoid a retain cycle.
///
/// ```swift
/// final class BatchDelegate: ImageBatchLoaderDelegate {
///     let relay: MainActorRelay<[Image]>
///     func imageLoader(_ loader: ImageBatchLoader, didLoadBatch batch: [Image]) { relay.send(batch) }
/// }
/// ```
public final class MainActorRelay<Value: Sendable>: Sendable {
    private let continuation: AsyncStream<Value>.Continuation
    private let delivery: Task<Void, Never>

    /// A relay delivering every sent value to `receive` on the main actor.
    public init(_ receive: @escaping @MainActor @Sendable (Value) -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        self.continuation = continuation
        self.delivery = Task { @MainActor in
            for await value in stream { receive(value) }
        }
    }

    /// Queues `value` for the main actor. Callable from any thread; values sent after ``finish()`` are dropped.
    public func send(_ value: Value) {
        continuation.yield(value)
    }

    /// Stops accepting values; the ones already sent are still delivered.
    public func finish() {
        continuation.finish()
    }

    deinit {
        continuation.finish()
        delivery.cancel()
    }
}
