import Foundation

/// How a change moves from its old value to its new one, as in SwiftUI: a timing curve (linear,
/// eased, a cubic Bézier or a spring), a duration, a delay, a speed and repetition.
///
/// An animation never changes which bodies run: it travels with the operations of the tick that a
/// `withAnimation` write (or an `.animation(_:value:)` whose value changed) caused, and the host
/// runs it (the browser with the Web Animations API). See docs/engine/animation.md.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The shape of the curve.
    enum Curve: Sendable, Hashable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
        case bezier(Double, Double, Double, Double)
        /// A damped spring of `mass`, `stiffness` and `damping` starting with `initialVelocity`
        /// (in units of the whole change per second).
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    let curve: Curve
    /// Seconds of one pass of a timing curve (springs settle in their own time).
    let baseDuration: Double
    var delayTime: Double = 0
    var speedFactor: Double = 1
    /// Passes in all (nil: one); with `forever` the count is ignored.
    var repeats: Int?
    var forever = false
    var reverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        baseDuration = Self.finite(duration, or: 0.35, minimum: 0)
    }

    /// `value` if it is finite and at least `minimum`, else `fallback` (bad input draws no error).
    static func finite(_ value: Double, or fallback: Double, minimum: Double) -> Double {
        value.isFinite && value >= minimum ? value : fallback
    }

    public var description: String {
        var text: String
        switch curve {
        case .linear: text = "linear(\(baseDuration))"
        case .bezier(let a, let b, let c, let d): text = "timingCurve(\(a), \(b), \(c), \(d), \(baseDuration))"
        case .spring(let m, let k, let c, let v): text = "spring(mass: \(m), stiffness: \(k), damping: \(c), v: \(v))"
        }
        if delayTime != 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if forever { text += ".repeatForever(autoreverses: \(reverses))" }
        if let repeats { text += ".repeatCount(\(repeats), autoreverses: \(reverses))" }
        return text
    }

    // MARK: Timing curves

    /// The system's default animation: a smooth spring (iOS 17's `.default`).
    public static let `default` = Animation.smooth

    /// Constant speed for 0.35 s.
    public static let linear = Animation(curve: .linear, duration: 0.35)
    /// Constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }

    /// Starts slowly (0.35 s).
    public static let easeIn = easeIn(duration: 0.35)
    /// Starts slowly, for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(0.42, 0, 1, 1), duration: duration)
    }
    /// Ends slowly (0.35 s).
    public static let easeOut = easeOut(duration: 0.35)
    /// Ends slowly, for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(0, 0, 0.58, 1), duration: duration)
    }
    /// Starts and ends slowly (0.35 s).
    public static let easeInOut = easeInOut(duration: 0.35)
    /// Starts and ends slowly, for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(curve: .bezier(0.42, 0, 0.58, 1), duration: duration)
    }

    /// A cubic Bézier timing curve through control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        // The x coordinates must lie in 0...1 for the curve to be a function of time.
        let x0 = min(max(finite(c0x, or: 0.42, minimum: -.infinity), 0), 1)
        let x1 = min(max(finite(c1x, or: 0.58, minimum: -.infinity), 0), 1)
        return Animation(
            curve: .bezier(x0, finite(c0y, or: 0, minimum: -.infinity), x1, finite(c1y, or: 1, minimum: -.infinity)),
            duration: duration)
    }

    // MARK: Springs

    /// A spring with a 0.5 s perceptual duration and no bounce (iOS 17's `.spring`).
    public static let spring = spring(duration: 0.5, bounce: 0)

    /// A spring that takes about `response` seconds to reach its target, damped by `dampingFraction`
    /// (1: no overshoot; smaller values bounce). `blendDuration` has no effect in the browser.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    {
        let response = finite(response, or: 0.5, minimum: 0.001)
        let fraction = finite(dampingFraction, or: 0.825, minimum: 0)
        let stiffness = pow(2 * Double.pi / response, 2)
        let damping = 4 * Double.pi * fraction / response
        return Animation(
            curve: .spring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: 0), duration: response)
    }

    /// A spring of perceptual `duration` and `bounce` (0: none, 0.3: noticeable, negative: overdamped).
    /// `.spring()` without arguments means `spring(response:dampingFraction:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        let bounce = min(max(finite(bounce, or: 0, minimum: -.infinity), -0.99), 0.99)
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(response: duration, dampingFraction: fraction, blendDuration: blendDuration)
    }

    /// A quick, stiff spring for changes that follow the user's input.
    public static let interactiveSpring = interactiveSpring()

    /// A quick, stiff spring for changes that follow the user's input.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given by its physical `stiffness` and `damping` (mass 1).
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0)
        -> Animation
    {
        interpolatingSpring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// A spring given by its physical `mass`, `stiffness` and `damping`, starting with
    /// `initialVelocity` (the whole change per second).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            curve: .spring(
                mass: finite(mass, or: 1, minimum: 0.001), stiffness: finite(stiffness, or: 100, minimum: 0.001),
                damping: finite(damping, or: 10, minimum: 0),
                initialVelocity: finite(initialVelocity, or: 0, minimum: -.infinity)),
            duration: 0.5)
    }

    /// An interpolating spring of perceptual `duration` and `bounce`.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    )
        -> Animation
    {
        var made = spring(duration: duration, bounce: bounce)
        if case .spring(let m, let k, let c, _) = made.curve {
            made = Animation(
                curve: .spring(
                    mass: m, stiffness: k, damping: c,
                    initialVelocity: finite(initialVelocity, or: 0, minimum: -.infinity)),
                duration: made.baseDuration)
        }
        return made
    }

    /// A spring with no bounce (0.5 s).
    public static let smooth = smooth()
    /// A spring with no bounce, of `duration`, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a small bounce (0.5 s, bounce 0.15).
    public static let snappy = snappy()
    /// A spring with a small bounce, of `duration`, plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a visible bounce (0.5 s, bounce 0.3).
    public static let bouncy = bouncy()
    /// A spring with a visible bounce, of `duration`, plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Modifiers

    /// Starts `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delayTime = Self.finite(delay, or: 0, minimum: 0)
        return copy
    }

    /// Runs `speed` times as fast (2: half the time). A speed that is not positive is ignored.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        if speed.isFinite && speed > 0 { copy.speedFactor *= speed }
        return copy
    }

    /// Plays `repeatCount` passes in all, each second one backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = max(1, repeatCount)
        copy.forever = false
        copy.reverses = autoreverses
        return copy
    }

    /// Repeats for as long as the view shows the animated value, every second pass backwards
    /// when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = nil
        copy.forever = true
        copy.reverses = autoreverses
        return copy
    }
}
