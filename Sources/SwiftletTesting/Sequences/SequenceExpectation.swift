import Synchronization

/// Why ``expect(_:emits:within:clock:)`` failed; its description shows what was expected and received.
public struct SequenceExpectationFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let reason: String
    public let expected: String
    public let received: String

    public var description: String {
        "\(reason)\n  expected: \(expected)\n  received: \(received)"
    }
}

/// Waits until `sequence` has emitted exactly `expected`, in order, and fails as soon as it cannot:
/// on the first differing element, when the sequence ends early, when it throws, or when `duration`
/// passes on `clock` first (then the iteration is cancelled). Elements after the expected ones are not
/// read. Throws ``SequenceExpectationFailure``, whose description lists expected and received elements.
///
/// ```swift
/// try await expect(model.$status.values, emits: ["connecting", "online"], within: .seconds(5))
/// ```
public func expect<S: AsyncSequence & Sendable, C: Clock>(
    _ sequence: S,
    emits expected: [S.Element],
    within duration: Duration,
    clock: C
) async throws where S.Element: Equatable & Sendable, C.Duration == Duration {
    let received = ReceivedElements<S.Element>()
    @Sendable func failure(_ reason: String) -> SequenceExpectationFailure {
        SequenceExpectationFailure(
            reason: reason, expected: "\(expected)", received: "\(received.all)")
    }
    do {
        try await withTimeout(duration, clock: clock) {
            var iterator = sequence.makeAsyncIterator()
            for (index, element) in expected.enumerated() {
                let next: S.Element?
                do {
                    next = try await iterator.next()
                } catch {
                    throw failure("the sequence threw \(error) before element \(index)")
                }
                guard let next else { throw failure("the sequence ended after \(index) elements") }
                received.append(next)
                guard next == element else { throw failure("element \(index) differs") }
            }
        }
    } catch let timeout as TimeoutError {
        throw failure("no match \(timeout)")
    }
}

/// ``expect(_:emits:within:clock:)`` on the continuous clock.
public func expect<S: AsyncSequence & Sendable>(
    _ sequence: S,
    emits expected: [S.Element],
    within duration: Duration
) async throws where S.Element: Equatable & Sendable {
    try await expect(sequence, emits: expected, within: duration, clock: ContinuousClock())
}

/// The elements received so far, shared between the iterating child task and the failure report.
/// A `Mutex`, not an actor, so the report can be built synchronously once the child was cancelled.
private final class ReceivedElements<Element: Sendable>: Sendable {
    private let elements = Mutex<[Element]>([])

    var all: [Element] { elements.withLock { $0 } }

    func append(_ element: Element) { elements.withLock { $0.append(element) } }
}
