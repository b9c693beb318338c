import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Testing

@Suite struct AnimationTimingTests {
    @Test func curvesKeepTheirDurationAndControlPoints() {
        #expect(
            Animation.linear(duration: 2).timing
                == AnimationTiming(duration: 2, delay: 0, easing: .linear, iterations: 1, autoreverses: false))
        #expect(Animation.easeInOut.timing.easing == .cubicBezier(0.42, 0, 0.58, 1))
        #expect(Animation.easeIn(duration: 0.5).timing.duration == 0.5)
        #expect(Animation.timingCurve(0.2, 0.8, 0.3, 1, duration: 1).timing.easing == .cubicBezier(0.2, 0.8, 0.3, 1))
    }

    @Test func delaySpeedAndRepeatCombine() {
        let timing = Animation.linear(duration: 2).delay(1).speed(2).repeatCount(3, autoreverses: true).timing
        #expect(timing.duration == 1)
        #expect(timing.delay == 0.5)
        #expect(timing.iterations == 3)
        #expect(timing.autoreverses)
        #expect(timing.totalDuration == 3.5)
        let forever = Animation.easeInOut(duration: 1).repeatForever(autoreverses: false).timing
        #expect(forever.iterations == nil)
        #expect(forever.totalDuration == nil)
        #expect(!forever.autoreverses)
    }

    @Test func badNumbersFallBackInsteadOfBreakingTheTiming() {
        #expect(Animation.linear(duration: .nan).timing.duration == 0.35)
        #expect(Animation.linear(duration: -1).timing.duration == 0.35)
        #expect(Animation.linear.delay(.infinity).timing.delay == 0)
        #expect(Animation.linear.speed(0).timing.duration == 0.35)
        #expect(Animation.linear.repeatCount(-3).timing.iterations == 1)
        if case .samples(let values) = Animation.spring(response: .nan, dampingFraction: -2).timing.easing {
            #expect(values.allSatisfy { $0.isFinite })
        } else {
            Issue.record("a spring samples its curve")
        }
    }

    @Test func aCriticallyDampedSpringRisesWithoutOvershootAndSettles() throws {
        let timing = Animation.spring(duration: 0.5, bounce: 0).timing
        guard case .samples(let values) = timing.easing else { throw SpringError.notSampled }
        #expect(values.first == 0)
        #expect(values.last == 1)
        #expect(values.allSatisfy { $0 <= 1.0001 })
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 0.0001 }, "monotonic")
        // Settling within 0.1 % of the target: (1 + ωt)·e^(−ωt) < 0.001 with ω = 4π, about 0.73 s.
        #expect(timing.duration > 0.65 && timing.duration < 0.8)
    }

    @Test func aBouncySpringOvershootsAndTheClosedFormMatchesANumericalSolution() throws {
        let animation = Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 8)
        guard case .samples(let values) = animation.timing.easing else { throw SpringError.notSampled }
        #expect(values.contains { $0 > 1.2 }, "overshoots")
        // Integrate m·x'' = -k(x-1) - c·x' with small steps and compare at t = 0.3 s.
        var x = 0.0
        var v = 0.0
        let dt = 1e-5
        for _ in 0..<30_000 {
            let a = -170 * (x - 1) - 8 * v
            v += a * dt
            x += v * dt
        }
        let timing = animation.timing
        let index = 0.3 / timing.duration * Double(values.count - 1)
        let lower = values[Int(index)]
        let upper = values[min(Int(index) + 1, values.count - 1)]
        let sampled = lower + (upper - lower) * (index - index.rounded(.down))
        #expect(abs(sampled - x) < 0.05, "sampled \(sampled), integrated \(x)")
    }

    @Test func springPresetsDifferByBounce() throws {
        func peak(_ animation: Animation) throws -> Double {
            guard case .samples(let values) = animation.timing.easing else { throw SpringError.notSampled }
            return values.max() ?? 0
        }
        #expect(try peak(.smooth) <= 1.0001)
        let snappy = try peak(.snappy)
        let bouncy = try peak(.bouncy)
        #expect(snappy > 1.001)
        #expect(bouncy > snappy)
        #expect(Animation.default == .smooth)
    }

    @Test func theAttributeFormReadsBack() {
        for animation in [
            Animation.linear, .easeIn(duration: 2).delay(0.5), .bouncy.repeatForever(), .snappy.repeatCount(2),
        ] {
            let timing = animation.timing
            let read = AnimationTiming(attributeValue: timing.attributeValue)
            #expect(read?.duration.rounded() == timing.duration.rounded())
            #expect(read?.iterations == timing.iterations)
            #expect(read?.autoreverses == timing.autoreverses)
        }
        #expect(AnimationTiming(attributeValue: "nan 0 1 0 linear") == nil)
        #expect(AnimationTiming(attributeValue: "1 0 1 0 samples 1") == nil)
        #expect(AnimationTiming(attributeValue: "1 0 0 0 linear") == nil)
    }

    private enum SpringError: Error { case notSampled }
}
