import Foundation

/// An ``Animation`` as a host runs it: one pass's duration, the delay, the easing, how many passes
/// and whether every second one runs backwards. Speed is already applied; springs are sampled once
/// into a piecewise-linear easing over their settling time.
@_spi(SwiftletHost) public struct AnimationTiming: Sendable, Hashable {
    /// How progress (0...1, springs may overshoot) follows time within one pass.
    public enum Easing: Sendable, Hashable {
        case linear
        /// CSS `cubic-bezier(x1, y1, x2, y2)`.
        case cubicBezier(Double, Double, Double, Double)
        /// Progress at evenly spaced times from the start (0) to the end (1) of the pass: CSS `linear(…)`.
        case samples([Double])
    }

    /// Seconds of one pass.
    public var duration: Double
    /// Seconds before the first pass.
    public var delay: Double
    public var easing: Easing
    /// Passes in all; nil repeats forever.
    public var iterations: Int?
    /// Whether every second pass runs backwards.
    public var autoreverses: Bool

    public init(duration: Double, delay: Double, easing: Easing, iterations: Int?, autoreverses: Bool) {
        self.duration = duration
        self.delay = delay
        self.easing = easing
        self.iterations = iterations
        self.autoreverses = autoreverses
    }

    /// Seconds from the start to the end of the last pass (nil: never ends).
    public var totalDuration: Double? {
        iterations.map { delay + duration * Double($0) }
    }
}

extension Animation {
    /// How a host runs this animation.
    @_spi(SwiftletHost) public var timing: AnimationTiming {
        let easing: AnimationTiming.Easing
        var duration = baseDuration
        switch curve {
        case .linear: easing = .linear
        case .bezier(let a, let b, let c, let d): easing = .cubicBezier(a, b, c, d)
        case .spring(let mass, let stiffness, let damping, let velocity):
            let spring = SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            duration = spring.settlingDuration
            easing = .samples(spring.samples(over: duration))
        }
        return AnimationTiming(
            duration: duration / speedFactor, delay: delayTime / speedFactor, easing: easing,
            iterations: forever ? nil : (repeats ?? 1), autoreverses: reverses)
    }
}

/// A damped spring moving from 0 to 1: the closed-form solution of m·x″ + c·x′ + k·(x − 1) = 0 with
/// x(0) = 0 and x′(0) = the initial velocity.
struct SpringCurve {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// The distance from the target below which the spring counts as settled.
    static let settledWithin = 0.001
    /// The longest a spring may take (a spring without damping would never settle).
    static let longestDuration = 10.0

    /// Position at `time` seconds (1 is the target).
    func value(at time: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let start = -1.0  // displacement from the target at time 0
        let velocity = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + zeta * omega * start) / damped
            return 1 + exp(-zeta * omega * time) * (start * cos(damped * time) + b * sin(damped * time))
        }
        if abs(zeta - 1) < 1e-6 {
            // y = (A + B·t)·e^(−ω·t) with y(0) = A and y′(0) = B − ω·A.
            let b = velocity + omega * start
            return 1 + (start + b * time) * exp(-omega * time)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (velocity - r1 * start) / (r2 - r1)
        let c1 = start - c2
        return 1 + c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }

    /// Seconds until the spring stays within `settledWithin` of its target (at least 0.05 s).
    var settlingDuration: Double {
        let step = 1.0 / 240
        var last = 0.0
        var time = 0.0
        while time <= Self.longestDuration {
            if abs(value(at: time) - 1) > Self.settledWithin { last = time }
            time += step
        }
        return min(max(last + step, 0.05), Self.longestDuration)
    }

    /// Positions at evenly spaced times from 0 to `duration` (the last one is exactly 1): enough
    /// points for a bounce to keep its shape, rounded to 4 decimals.
    func samples(over duration: Double) -> [Double] {
        let count = min(120, max(24, Int((duration * 60).rounded(.up))))
        return (0...count).map { index in
            if index == count { return 1 }
            let raw = value(at: duration * Double(index) / Double(count))
            return (raw * 10_000).rounded() / 10_000
        }
    }
}

extension AnimationTiming {
    /// The timing as attribute text, `duration delay iterations autoreverses easing…` with `-1`
    /// iterations for forever and the easing as `linear`, `bezier a b c d` or `samples v…`.
    public var attributeValue: String {
        var parts = [
            attributeNumber(duration), attributeNumber(delay), String(iterations ?? -1), autoreverses ? "1" : "0",
        ]
        switch easing {
        case .linear: parts.append("linear")
        case .cubicBezier(let a, let b, let c, let d): parts += ["bezier"] + [a, b, c, d].map(attributeNumber)
        case .samples(let values): parts += ["samples"] + values.map(attributeNumber)
        }
        return parts.joined(separator: " ")
    }

    /// Reads ``attributeValue``; nil for anything malformed (non-finite or negative times, unknown
    /// easings, fewer than two samples).
    public init?(attributeValue: String) {
        let parts = attributeValue.split(separator: " ").map(String.init)
        guard parts.count >= 5, let duration = Double(parts[0]), let delay = Double(parts[1]),
            let iterations = Int(parts[2]), duration.isFinite, delay.isFinite, duration >= 0, delay >= 0,
            iterations >= -1, iterations != 0
        else { return nil }
        let numbers = parts.dropFirst(5).map { Double($0) }
        guard numbers.allSatisfy({ $0?.isFinite == true }) else { return nil }
        let values = numbers.compactMap { $0 }
        switch parts[4] {
        case "linear" where values.isEmpty: easing = .linear
        case "bezier" where values.count == 4: easing = .cubicBezier(values[0], values[1], values[2], values[3])
        case "samples" where values.count >= 2: easing = .samples(values)
        default: return nil
        }
        self.duration = duration
        self.delay = delay
        self.iterations = iterations == -1 ? nil : iterations
        autoreverses = parts[3] == "1"
    }
}
