/// A token bucket: ``burst`` messages at once, then ``rate`` a second on average. One per socket;
/// a socket that empties it gets an error frame and is closed.
struct MessageRateLimit {
    /// Tokens added per second.
    let rate: Double
    /// The most tokens held.
    let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    init(rate: Double, burst: Double) {
        self.rate = max(rate, 0)
        self.burst = max(burst, 1)
        tokens = self.burst
    }

    /// Takes one token at `now`; `false` when none is left.
    mutating func take(now: ContinuousClock.Instant) -> Bool {
        if let last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(burst, tokens + max(0, seconds) * rate)
        }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
