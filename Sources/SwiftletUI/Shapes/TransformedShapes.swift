import Foundation

/// A shape rotated by an angle about an anchor of its frame (`.rotation(_:anchor:)`).
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }

    /// The size the shape it changes takes: these changes move its drawing, not its frame.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape moved by an offset (`.offset(_:)`, `.offset(x:y:)`).
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }

    /// The size the shape it changes takes: these changes move its drawing, not its frame.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape scaled about an anchor of its frame (`.scale(_:anchor:)`, `.scale(x:y:anchor:)`).
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }

    /// The size the shape it changes takes: these changes move its drawing, not its frame.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape mapped by an affine transform (`.transform(_:)`).
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The size the shape it changes takes: these changes move its drawing, not its frame.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// The part of a shape's outline between two fractions of its length (`.trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape {
    var shape: Content
    var from: CGFloat
    var to: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }

    /// The size the shape it changes takes: these changes move its drawing, not its frame.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A trimmed shape, seen by the renderer: a stroke of it is drawn as the whole outline with a dash
/// (`pathLength="1"`, `stroke-dasharray`), which browsers can animate.
@MainActor
protocol TrimmedShapeDescribing {
    /// The fractions kept, clamped to 0...1.
    var trimBounds: (from: CGFloat, to: CGFloat) { get }
    /// The outline before trimming.
    func untrimmedPath(in rect: CGRect) -> Path
}

extension _TrimmedShape: TrimmedShapeDescribing {
    var trimBounds: (from: CGFloat, to: CGFloat) {
        let start = from.isFinite ? min(max(from, 0), 1) : 0
        let end = to.isFinite ? min(max(to, 0), 1) : 0
        return (start, max(start, end))
    }
    func untrimmedPath(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension Shape {
    /// The part of the outline between the fractions `startFraction` and `endFraction` of its
    /// length (0...1). A circle's outline starts at its right-most point and runs clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }

    /// The shape rotated by `angle` (clockwise on screen for positive angles) about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
