extension AsyncSequence where Element: Sendable {
    /// Awaits `body` for each element in order (the book's chapter-4 extension), on the caller's actor.
    /// Returns when the sequence ends; rethrows what the sequence or `body` throws, which ends the
    /// iteration. Cancellation is whatever the sequence does when its task is cancelled.
    public func forEach(
        isolation: isolated (any Actor)? = #isolation, _ body: (Element) async throws -> Void
    ) async throws {
        var iterator = makeAsyncIterator()
        while let element = try await iterator.next(isolation: isolation) {
            try await body(element)
        }
    }
}
