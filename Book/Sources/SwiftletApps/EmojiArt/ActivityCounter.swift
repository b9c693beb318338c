import Synchronization

/// Counts work in progress (the image loads of every EmojiArt session), for `/web/status` and tests.
/// A `Mutex` because entering and leaving happen in synchronous `defer`s on the main actor while the
/// status route reads from another executor; the critical sections are one integer update.
public final class ActivityCounter: Sendable {
    private let value = Mutex(0)

    public init() {}

    /// Work running now.
    public var count: Int { value.withLock { $0 } }

    func enter() { value.withLock { $0 += 1 } }
    func leave() { value.withLock { $0 -= 1 } }
}
