import Foundation

extension Path {
    /// A circular arc around `center` from `startAngle` to `endAngle`, after a line from the current
    /// point to the arc's start (or a move when the path is empty).
    ///
    /// Angles are measured from the positive x axis towards the positive y axis, which in SwiftUI's
    /// coordinate system (y down) is clockwise on screen. As in SwiftUI, `clockwise` is meant in a
    /// y-up system: `clockwise: false` sweeps with growing angles and so turns clockwise on screen;
    /// `clockwise: true` turns counter-clockwise on screen. A sweep of a full turn or more draws the
    /// whole circle.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let start = startAngle.radians
        let end = endAngle.radians
        let full = 2 * Double.pi
        var delta = end - start
        if clockwise {
            if delta <= -full { delta = -full } else { delta = -((-delta).truncatingRemainder(dividingBy: full)) }
            if delta > 0 { delta -= full }
        } else {
            if delta >= full { delta = full } else { delta = delta.truncatingRemainder(dividingBy: full) }
            if delta < 0 { delta += full }
        }
        appendArc(center: center, radius: radius, start: start, delta: delta, transform: transform)
    }

    /// A circular arc around `center` from `startAngle` sweeping by `delta` (positive: growing
    /// angles, clockwise on screen), after a line from the current point to its start.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to the
    /// lines current point → `tangent1End` and `tangent1End` → `tangent2End` (as `arcTo` in a
    /// canvas). With no current point this is a move to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let p0 = currentPoint else { return move(to: tangent1End.applying(transform)) }
        let p1 = tangent1End
        let p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 else { return addLine(to: p1.applying(transform)) }
        let cosine = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
        let half = acos(Double(cosine)) / 2
        let distance = radius / CGFloat(tan(half))
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / CGFloat(sin(half))
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a2 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        var delta = a2 - a1
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: radius, start: a1, delta: delta, transform: transform)
    }

    /// Appends an arc as cubic curves of at most a quarter turn each.
    private mutating func appendArc(
        center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform: CGAffineTransform
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                .applying(transform)
        }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        guard delta.isFinite, start.isFinite, delta != 0 else { return }
        let count = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let c1 = CGPoint(
                x: center.x + radius * CGFloat(cos(angle) - k * sin(angle)),
                y: center.y + radius * CGFloat(sin(angle) + k * cos(angle)))
            let c2 = CGPoint(
                x: center.x + radius * CGFloat(cos(next) + k * sin(next)),
                y: center.y + radius * CGFloat(sin(next) - k * cos(next)))
            addCurve(to: point(next), control1: c1.applying(transform), control2: c2.applying(transform))
            angle = next
        }
    }
}
