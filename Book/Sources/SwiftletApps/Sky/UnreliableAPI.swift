import Foundation

/// The book's flaky dependency (§2.4): every `n`-th call of ``action(failingEvery:)`` in the process
/// throws ``UnreliableAPIError``, and the counter starts again at zero after a throw.
///
/// One instance per process (``shared``) so the count carries over between scans and sessions, as in
/// the book; tests create their own for exact counts.
public actor UnreliableAPI {
    /// The process-wide instance the local worker calls by default.
    public static let shared = UnreliableAPI()

    private var counter = 0

    /// A fresh API whose next failure is its `n`-th call.
    public init() {}

    /// Counts one call; throws ``UnreliableAPIError`` when the count reaches a multiple of `n`.
    public func action(failingEvery n: Int) throws {
        counter += 1
        if n > 0, counter % n == 0 {
            counter = 0
            throw UnreliableAPIError()
        }
    }
}

/// The failure of ``UnreliableAPI/action(failingEvery:)``; its text is the book's exact message.
public struct UnreliableAPIError: Error, LocalizedError, CustomStringConvertible, Equatable {
    public init() {}
    public var description: String { "UnreliableAPI.action(failingEvery:) failed." }
    public var errorDescription: String? { description }
}
