import Foundation

/// The outline of a 2D shape, as in SwiftUI: subpaths of lines, quadratic and cubic Bézier curves,
/// built in SwiftUI's coordinate system (origin at the top left, y growing downwards).
///
/// A path is a value (`Sendable`, `Equatable`) and also a ``Shape`` that draws itself whatever
/// rectangle it is given. Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves,
/// as Core Graphics stores them. A path with a NaN or infinite coordinate draws nothing (hosts
/// receive no geometry for it; see ``isFinite``).
public struct Path: Sendable, Equatable {
    /// One element of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line to its start.
        case closeSubpath
    }

    /// The elements in order.
    var elements: [Element] = []
    /// The start of the current subpath (where `closeSubpath()` returns to).
    private var subpathStart: CGPoint?

    /// An empty path.
    public nonisolated init() {}

    /// A rectangle.
    public nonisolated init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle with circular corners of `cornerRadius`.
    public nonisolated init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`.
    public nonisolated init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public nonisolated init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path `build` makes, starting from an empty one.
    public nonisolated init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from, or nil when the path is empty.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// Whether every coordinate is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .quadCurve(let p, let c): p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: true
            }
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// A straight line from the current point to `point` (a move when the path is empty).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        reopenIfClosed()
        elements.append(.line(to: point))
    }

    /// A move to the first point and lines through the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `end` pulled towards `control`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        reopenIfClosed()
        elements.append(.quadCurve(to: end, control: control))
    }

    /// A cubic Bézier curve to `end` with two control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        reopenIfClosed()
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// After a `closeSubpath`, drawing continues from the subpath's start in a new subpath.
    private mutating func reopenIfClosed() {
        if elements.last == .closeSubpath, let start = subpathStart { elements.append(.move(to: start)) }
    }

    /// A closed rectangle subpath: from the top-left corner along the top edge, clockwise on screen.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var sub = Path()
        sub.move(to: CGPoint(x: r.minX, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        sub.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// One rectangle subpath per rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`: four cubic curves from the right-most point, clockwise on
    /// screen (a trim from 0 to 0.25 covers the quarter from 3 to 6 o'clock, as in SwiftUI).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let k: CGFloat = 0.5522847498307936
        let cx = r.midX
        let cy = r.midY
        var sub = Path()
        sub.move(to: CGPoint(x: cx + rx, y: cy))
        sub.addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        sub.addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        sub.addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        sub.addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// A rounded rectangle. Corners are clamped to half the rectangle's shorter side; the `.continuous`
    /// style is drawn with the same elliptical corners as `.circular` (see docs/compatibility.md).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let limit = max(min(r.width, r.height) / 2, 0)
        let rx = min(max(cornerSize.width, 0), limit)
        let ry = min(max(cornerSize.height, 0), limit)
        addUnevenRoundedRect(
            in: r,
            radii: [
                CGSize(width: rx, height: ry), CGSize(width: rx, height: ry), CGSize(width: rx, height: ry),
                CGSize(width: rx, height: ry),
            ],
            transform: transform)
    }

    /// A rectangle whose corners (top leading, top trailing, bottom trailing, bottom leading) have
    /// their own elliptical radii, already clamped.
    mutating func addUnevenRoundedRect(in r: CGRect, radii: [CGSize], transform: CGAffineTransform = .identity) {
        guard radii.count == 4 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498307936
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        var sub = Path()
        sub.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr.width > 0 || tr.height > 0 {
            sub.addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                control1: CGPoint(x: r.maxX - tr.width + k * tr.width, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr.height - k * tr.height))
        }
        sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br.width > 0 || br.height > 0 {
            sub.addCurve(
                to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                control1: CGPoint(x: r.maxX, y: r.maxY - br.height + k * br.height),
                control2: CGPoint(x: r.maxX - br.width + k * br.width, y: r.maxY))
        }
        sub.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl.width > 0 || bl.height > 0 {
            sub.addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                control1: CGPoint(x: r.minX + bl.width - k * bl.width, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl.height + k * bl.height))
        }
        sub.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl.width > 0 || tl.height > 0 {
            sub.addCurve(
                to: CGPoint(x: r.minX + tl.width, y: r.minY),
                control1: CGPoint(x: r.minX, y: r.minY + tl.height - k * tl.height),
                control2: CGPoint(x: r.minX + tl.width - k * tl.width, y: r.minY))
        }
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// Appends `path`'s subpaths, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let mapped = transform.isIdentity ? path : path.applying(transform)
        for element in mapped.elements {
            if case .move(let point) = element { subpathStart = point }
            elements.append(element)
        }
    }

    // MARK: Transforming

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle holding every point of the path, control points excluded
    /// (curves are measured at their extremes); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for segment in segments {
            for step in 0...16 { include(segment.point(at: CGFloat(step) / 16)) }
        }
        for element in elements { if case .move(let p) = element { include(p) } }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` lies inside the path (non-zero winding, or even-odd when `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for segment in segments {
            let steps = segment.isLine ? 1 : 16
            var previous = segment.start
            for step in 1...steps {
                let next = segment.point(at: CGFloat(step) / CGFloat(steps))
                if (previous.y <= point.y) != (next.y <= point.y) {
                    let x = previous.x + (point.y - previous.y) / (next.y - previous.y) * (next.x - previous.x)
                    if x > point.x { winding += next.y > previous.y ? 1 : -1 }
                }
                previous = next
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles (or ellipses).
    case circular
    /// Smoothly continuous curvature (drawn as `.circular` in the browser).
    case continuous
}
