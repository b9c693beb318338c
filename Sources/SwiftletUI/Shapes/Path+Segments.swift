import Foundation

/// One drawn piece of a path, with its start point: the unit `trimmedPath`, `boundingRect` and
/// `contains` measure.
struct PathSegment {
    enum Kind {
        case line(CGPoint)
        case quad(CGPoint, CGPoint)  // control, end
        case cubic(CGPoint, CGPoint, CGPoint)  // control1, control2, end
    }

    let start: CGPoint
    let kind: Kind
    /// Whether the segment starts a new subpath (the one before it ended elsewhere).
    let startsSubpath: Bool
    /// Whether this segment is the closing line of a `closeSubpath`.
    let closes: Bool

    var isLine: Bool { if case .line = kind { true } else { false } }

    var end: CGPoint {
        switch kind {
        case .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        }
    }

    /// The point at parameter `t` (0...1).
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line(let p):
            return CGPoint(x: start.x + (p.x - start.x) * t, y: start.y + (p.y - start.y) * t)
        case .quad(let c, let p):
            return CGPoint(
                x: u * u * start.x + 2 * u * t * c.x + t * t * p.x, y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
        case .cubic(let c1, let c2, let p):
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return CGPoint(
                x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y)
        }
    }

    /// The segment's length (curves measured along 32 chords).
    var length: CGFloat {
        if case .line(let p) = kind { return hypot(p.x - start.x, p.y - start.y) }
        var total: CGFloat = 0
        var previous = start
        for step in 1...32 {
            let next = point(at: CGFloat(step) / 32)
            total += hypot(next.x - previous.x, next.y - previous.y)
            previous = next
        }
        return total
    }

    /// The parameter at which the length from the start is `fraction` of the whole.
    func parameter(atFraction fraction: CGFloat) -> CGFloat {
        if isLine || fraction <= 0 || fraction >= 1 { return min(max(fraction, 0), 1) }
        var lengths: [CGFloat] = [0]
        var previous = start
        for step in 1...32 {
            let next = point(at: CGFloat(step) / 32)
            lengths.append(lengths[step - 1] + hypot(next.x - previous.x, next.y - previous.y))
            previous = next
        }
        guard let total = lengths.last, total > 0 else { return fraction }
        let target = fraction * total
        for step in 1...32 where lengths[step] >= target {
            let piece = lengths[step] - lengths[step - 1]
            let within = piece > 0 ? (target - lengths[step - 1]) / piece : 0
            return (CGFloat(step - 1) + within) / 32
        }
        return 1
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau).
    func portion(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        let first = split(at: t1).0
        let scaled = t1 > 0 ? t0 / t1 : 0
        return first.split(at: scaled).1
    }

    /// The two halves at parameter `t`.
    func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        switch kind {
        case .line(let p):
            let m = lerp(start, p)
            return (
                PathSegment(start: start, kind: .line(m), startsSubpath: startsSubpath, closes: false),
                PathSegment(start: m, kind: .line(p), startsSubpath: false, closes: closes)
            )
        case .quad(let c, let p):
            let a = lerp(start, c)
            let b = lerp(c, p)
            let m = lerp(a, b)
            return (
                PathSegment(start: start, kind: .quad(a, m), startsSubpath: startsSubpath, closes: false),
                PathSegment(start: m, kind: .quad(b, p), startsSubpath: false, closes: closes)
            )
        case .cubic(let c1, let c2, let p):
            let a = lerp(start, c1)
            let b = lerp(c1, c2)
            let c = lerp(c2, p)
            let d = lerp(a, b)
            let e = lerp(b, c)
            let m = lerp(d, e)
            return (
                PathSegment(start: start, kind: .cubic(a, d, m), startsSubpath: startsSubpath, closes: false),
                PathSegment(start: m, kind: .cubic(e, c, p), startsSubpath: false, closes: closes)
            )
        }
    }
}

extension Path {
    /// The drawn segments in order; a `closeSubpath` contributes the line back to its subpath's start.
    var segments: [PathSegment] {
        var result: [PathSegment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        var startsSubpath = true
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                startsSubpath = true
            case .line(let p):
                if let from = current {
                    result.append(PathSegment(start: from, kind: .line(p), startsSubpath: startsSubpath, closes: false))
                    startsSubpath = false
                }
                current = p
            case .quadCurve(let p, let c):
                if let from = current {
                    result.append(
                        PathSegment(start: from, kind: .quad(c, p), startsSubpath: startsSubpath, closes: false))
                    startsSubpath = false
                }
                current = p
            case .curve(let p, let c1, let c2):
                if let from = current {
                    result.append(
                        PathSegment(start: from, kind: .cubic(c1, c2, p), startsSubpath: startsSubpath, closes: false))
                    startsSubpath = false
                }
                current = p
            case .closeSubpath:
                if let from = current, let start = subpathStart {
                    result.append(
                        PathSegment(start: from, kind: .line(start), startsSubpath: startsSubpath, closes: true))
                    current = start
                    startsSubpath = true
                }
            }
        }
        return result
    }

    /// The part of the path between the fractions `from` and `to` of its length (0...1, clamped), as
    /// SwiftUI's `trim(from:to:)` draws it. A trimmed closed subpath stays open unless the trim
    /// keeps all of it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1)
        let end = min(max(to, 0), 1)
        guard start < end, isFinite else { return Path() }
        if start == 0 && end == 1 { return self }
        let pieces = segments
        let lengths = pieces.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let lower = start * total
        let upper = end * total
        var result = Path()
        var walked: CGFloat = 0
        var lastEnd: CGPoint?
        for (segment, length) in zip(pieces, lengths) {
            defer { walked += length }
            let segmentEnd = walked + length
            guard segmentEnd > lower, walked < upper, length > 0 else { continue }
            let t0 = segment.parameter(atFraction: max(0, (lower - walked) / length))
            let t1 = segment.parameter(atFraction: min(1, (upper - walked) / length))
            let part = t0 == 0 && t1 == 1 ? segment : segment.portion(from: t0, to: t1)
            if lastEnd == nil || segment.startsSubpath || lastEnd != part.start { result.move(to: part.start) }
            switch part.kind {
            case .line(let p): result.addLine(to: p)
            case .quad(let c, let p): result.addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): result.addCurve(to: p, control1: c1, control2: c2)
            }
            lastEnd = part.end
        }
        return result
    }
}
