/// Keeps a session's tick frames at most `1 / interval` per second (30 by default) without delaying
/// replies: a tick that answers a browser event, or one that comes after a quiet `interval`, is sent at
/// once; a tick that follows the previous frame more closely is held, and the changes of every tick
/// held meanwhile go out together as one frame when the interval has passed. Merging is exact
/// because DOM changes apply in order; a text or attribute set that a later change of the same
/// element's text or attribute overrides is dropped from the merged frame (node ids are never reused,
/// so nothing in between can make the earlier value visible). So 4 progress rows updated 20 times a second each cost at most
/// 30 frames a second, while a click is answered in the same tick as before.
///
/// Owned by one `WebSession` on the main actor; the delayed send is a task the session owns through
/// the pacer, cancelled by `discard()` (on a full render and when the session closes).
@MainActor
struct FramePacer {
    /// The default minimum time between two frames that reply to no event: 1/30 s.
    nonisolated static let defaultInterval: Duration = .milliseconds(33)

    enum Decision {
        /// Send these changes (everything held plus this tick's) now.
        case sendNow([DOMChange])
        /// Hold them; schedule the send after this delay.
        case sendAfter(Duration)
        /// Held with the changes already waiting for a scheduled send.
        case alreadyScheduled
    }

    let interval: Duration
    private let clock = ContinuousClock()
    private var lastSent: ContinuousClock.Instant?
    private var held: [DOMChange] = []
    private var heldTicks = 0
    private var isHolding = false
    private var pending: Task<Void, Never>?

    init(interval: Duration) { self.interval = interval }

    /// Adds one tick's changes and decides when they go out. `replying` sends at once.
    mutating func add(_ changes: [DOMChange], replying: Bool) -> Decision {
        held.append(contentsOf: changes)
        heldTicks += 1
        if isHolding && !replying { return .alreadyScheduled }
        let now = clock.now
        if replying || interval <= .zero || lastSent.map({ $0.duration(to: now) >= interval }) ?? true {
            return .sendNow(takeHeld() ?? [])
        }
        isHolding = true
        return .sendAfter(interval - lastSent!.duration(to: now))
    }

    /// Starts the delayed send (replacing any earlier one).
    mutating func schedule(after delay: Duration, _ send: @escaping @MainActor () -> Void) {
        pending?.cancel()
        pending = Task { @MainActor in
            do {
                try await Task.sleep(for: delay)
            } catch {
                return
            }
            send()
        }
    }

    /// The held changes, now counted as sent; nil when nothing was held.
    mutating func takeHeld() -> [DOMChange]? {
        pending?.cancel()
        pending = nil
        let wasHolding = isHolding || !held.isEmpty
        isHolding = false
        lastSent = clock.now
        let merged = heldTicks > 1 ? Self.compacted(held) : held
        held = []
        heldTicks = 0
        return wasHolding ? merged : nil
    }

    /// `changes` without the text and attribute changes a later change of the same target overrides.
    static func compacted(_ changes: [DOMChange]) -> [DOMChange] {
        var overridden: Set<String> = []
        var kept: [DOMChange] = []
        kept.reserveCapacity(changes.count)
        for change in changes.reversed() {
            let key: String?
            switch change {
            case .setText(let target, _): key = "t " + target
            case .setAttribute(let target, let name, _), .removeAttribute(let target, let name):
                key = "a " + target + " " + name
            case .insert, .remove, .removeChildren, .move, .beginAnimation, .endAnimation: key = nil
            }
            if let key {
                guard overridden.insert(key).inserted else { continue }
            }
            kept.append(change)
        }
        return kept.reversed()
    }

    /// Forgets held changes and cancels the delayed send (a render frame covers them, or the session ended).
    mutating func discard() {
        pending?.cancel()
        pending = nil
        held = []
        heldTicks = 0
        isHolding = false
    }
}
