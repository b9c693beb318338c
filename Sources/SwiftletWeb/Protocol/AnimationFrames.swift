@_spi(SwiftletHost) import SwiftletUI

/// How a tick's animated runs reach the browser. The changes of each run are framed by
/// `["anim",{"d":…,"dl":…,"n":…,"alt":…,"e":…}]` and `["anim"]`; the client animates what those
/// changes do to the elements they touch, once per frame (never a frame per browser frame).
extension ShadowTree {
    /// The DOM changes of `update`, with its animated runs framed by animation markers.
    mutating func apply(_ update: TickUpdate) throws(UnknownNode) -> [DOMChange] {
        guard !update.animations.isEmpty else { return try apply(update.operations) }
        let operations = update.operations
        var changes: [DOMChange] = []
        var position = 0
        for run in update.animations {
            let lower = min(max(run.range.lowerBound, position), operations.count)
            let upper = min(max(run.range.upperBound, lower), operations.count)
            if position < lower { changes += try apply(Array(operations[position..<lower])) }
            let animated = try apply(Array(operations[lower..<upper]))
            if !animated.isEmpty {
                changes.append(.beginAnimation(run.animation.timing))
                changes += animated
                changes.append(.endAnimation)
            }
            position = upper
        }
        if position < operations.count { changes += try apply(Array(operations[position...])) }
        return changes
    }
}

extension AnimationTiming {
    /// The CSS easing function: `linear`, `cubic-bezier(…)` or a sampled `linear(…)` (springs).
    var cssEasing: String {
        switch easing {
        case .linear: return "linear"
        case .cubicBezier(let a, let b, let c, let d):
            return "cubic-bezier(" + [a, b, c, d].map(Self.number).joined(separator: ",") + ")"
        case .samples(let values):
            return "linear(" + values.map(Self.number).joined(separator: ",") + ")"
        }
    }

    /// A finite number with at most 4 decimals, without a fraction when integral (0 otherwise).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

extension JSONWriter {
    /// `["anim",{"d":seconds,"dl":delay,"n":passes (-1 forever),"alt":0|1,"e":"easing"` (the caller closes it).
    mutating func animation(_ timing: AnimationTiming) {
        raw("[\"anim\",{\"d\":")
        append(AnimationTiming.number(timing.duration))
        raw(",\"dl\":")
        append(AnimationTiming.number(timing.delay))
        raw(",\"n\":")
        int(timing.iterations ?? -1)
        raw(",\"alt\":")
        int(timing.autoreverses ? 1 : 0)
        raw(",\"e\":")
        string(timing.cssEasing)
        raw("}")
    }
}
