/// Runs `transform` over `elements` with at most `maxConcurrency` child tasks in flight, and hands every
/// finished child to `receive` in completion order (not input order), together with its input index.
///
/// A sliding window: `maxConcurrency` children start at once, and each completion starts the next input.
/// With ``ChildFailurePolicy/failFast`` the first failure cancels the children still running and is
/// rethrown after they have stopped; with ``ChildFailurePolicy/collectSuccesses`` failures are passed to
/// `receive` as `.failure` and the remaining inputs still run. An error thrown by `receive` ends the whole
/// operation the same way. Cancelling the caller cancels every child; nothing outlives the call.
public func forEachCompletion<Element: Sendable, T: Sendable>(
    of elements: some Sequence<Element>,
    maxConcurrency: Int,
    policy: ChildFailurePolicy = .failFast,
    transform: @escaping @Sendable (Element) async throws -> T,
    receive: (_ index: Int, _ result: Result<T, any Error>) async throws -> Void
) async throws {
    precondition(maxConcurrency > 0, "maxConcurrency must be at least 1")
    try await withThrowingTaskGroup(of: (Int, Result<T, any Error>).self) { group in
        var pending = elements.enumerated().makeIterator()
        var running = 0
        while running < maxConcurrency, let (index, element) = pending.next() {
            group.addTask { await (index, Result(awaiting: { try await transform(element) })) }
            running += 1
        }
        while let (index, result) = try await group.next() {
            running -= 1
            if case .failure(let error) = result, policy == .failFast {
                group.cancelAll()
                throw error
            }
            try await receive(index, result)
            if let (nextIndex, element) = pending.next() {
                group.addTask { await (nextIndex, Result(awaiting: { try await transform(element) })) }
                running += 1
            }
        }
    }
}

extension Result where Failure == any Error {
    /// Captures the outcome of an async throwing body.
    init(awaiting body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

extension Sequence where Element: Sendable {
    /// The results of `transform` over every element, in input order, with at most `maxConcurrency`
    /// children in flight. Fails fast: the first error cancels the rest and is rethrown.
    public func concurrentMap<T: Sendable>(
        maxConcurrency: Int,
        _ transform: @escaping @Sendable (Element) async throws -> T
    ) async throws -> [T] {
        var results: [Int: T] = [:]
        try await forEachCompletion(of: self, maxConcurrency: maxConcurrency, policy: .failFast, transform: transform) {
            index, result in
            results[index] = try result.get()
        }
        return results.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The successful results of `transform` over every element, in input order, with at most
    /// `maxConcurrency` children in flight. Failures are dropped and never stop the other children.
    /// Only cancellation of the caller ends it early (it then returns the successes so far).
    public func concurrentSuccesses<T: Sendable>(
        maxConcurrency: Int,
        _ transform: @escaping @Sendable (Element) async throws -> T
    ) async -> [T] {
        var results: [Int: T] = [:]
        try? await forEachCompletion(
            of: self, maxConcurrency: maxConcurrency, policy: .collectSuccesses, transform: transform
        ) { index, result in
            if case .success(let value) = result { results[index] = value }
        }
        return results.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Runs `body` for every element with at most `maxConcurrency` children in flight.
    /// With ``ChildFailurePolicy/failFast`` the first error cancels the rest and is rethrown; with
    /// ``ChildFailurePolicy/collectSuccesses`` errors are ignored and every element is attempted.
    public func concurrentForEach(
        maxConcurrency: Int,
        policy: ChildFailurePolicy = .failFast,
        _ body: @escaping @Sendable (Element) async throws -> Void
    ) async throws {
        try await forEachCompletion(of: self, maxConcurrency: maxConcurrency, policy: policy, transform: body) { _, _ in
        }
    }
}
