import Foundation

/// A 2D shape: a view that draws the path it describes for the rectangle it is laid out in.
///
/// As in SwiftUI, a shape takes all the space it is offered, and draws filled with the foreground
/// style unless `.fill`, `.stroke` or `.strokeBorder` say otherwise. `path(in:)` runs with the
/// rectangle the host measured (the browser reports each shape's laid-out size; see docs/engine/events.md,
/// "Measured size and position"), whenever that size changes, without running any `body`. Before the first
/// report a shape draws nothing.
public protocol Shape: Sendable, View {
    /// The outline of the shape in `rect` (origin at the top left, y down).
    func path(in rect: CGRect) -> Path

    /// The size the shape takes when offered `proposal`; by default all of it (an unspecified
    /// dimension becomes 10 points). The host offers the size it laid the shape out at; a smaller
    /// answer draws the path in a rectangle of that size centred in the shape's frame, as SwiftUI
    /// centres a child in a larger frame.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// All of the proposal; 10 points for an unspecified dimension.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape's content: the shape filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: ShapeFill(paint: nil)) }
}

/// A shape that can be inset, so that a border drawn inside it (`strokeBorder`) stays within its frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// Any shape, its type erased (as in `isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`).
public struct AnyShape: Shape {
    let base: any Shape

    /// Erases `shape`'s type; it draws exactly as `shape` does.
    public init<S: Shape>(_ shape: S) { base = (shape as? AnyShape)?.base ?? shape }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
