import OpenCombine

extension View {
    /// Runs `action` on the main actor with every value `publisher` emits while this view is mounted.
    ///
    /// The subscription is a task owned by the view (as `.task`): it starts after the view is mounted
    /// and is cancelled, with the subscription, in the tick the view is removed. Values may be
    /// published on any thread; each reaches `action` on the main actor, in order, shortly after it
    /// was published (not synchronously inside `send`, as in SwiftUI). If the main actor falls more
    /// than 256 values behind, the oldest waiting ones are dropped, so a fast publisher cannot make
    /// the server hold an unbounded queue.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(now)").onReceive(timer) { now = $0 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never, P.Output: Sendable
    {
        task {
            let (values, continuation) = AsyncStream.makeStream(
                of: P.Output.self, bufferingPolicy: .bufferingNewest(256))
            let subscription = publisher.sink(
                receiveCompletion: { @Sendable _ in continuation.finish() },
                receiveValue: { @Sendable value in continuation.yield(value) })
            defer {
                subscription.cancel()
                continuation.finish()
            }
            for await value in values { action(value) }
        }
    }
}
