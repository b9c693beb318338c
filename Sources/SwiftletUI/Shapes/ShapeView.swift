import Foundation

/// How a shape is filled: a paint (nil: the foreground style) and the fill rule.
struct ShapeFill: Equatable, Sendable {
    var paint: String?
    var eoFill = false
}

/// How a shape is stroked: a paint (nil: the foreground style), the stroke style, and whether the
/// stroke is a border drawn inside the shape (`strokeBorder`).
struct ShapeStroke: Equatable, Sendable {
    var paint: String?
    var style: StrokeStyle
}

/// A shape drawn with a fill and/or a stroke: what a bare shape, `.fill`, `.stroke` and
/// `.strokeBorder` make. Renders kind `shape` (see docs/engine.md): the geometry is computed from the
/// size the host measured, as SVG path data.
///
/// As in iOS 17, a filled shape can be stroked as well (`Circle().fill(.red).stroke(.blue)`).
public struct _ShapeView<Content: Shape>: View, ElementView {
    var shape: Content
    var fill: ShapeFill?
    var stroke: ShapeStroke?
    /// The shape the stroke follows when it differs from `shape` (a border inset by half its width).
    var strokeShape: AnyShape?

    init(shape: Content, fill: ShapeFill? = nil, stroke: ShapeStroke? = nil, strokeShape: AnyShape? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.strokeShape = strokeShape
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .shape, attributes: ShapeGeometry.attributes(of: self, size: node.measuredSize, node: node))
    }

    /// The same shape filled with `content` (keeping any stroke).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        var copy = self
        copy.fill = ShapeFill(paint: paintValue(of: content), eoFill: style.isEOFilled)
        return copy
    }

    /// The same shape filled with the foreground style (keeping any stroke).
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Content> {
        var copy = self
        copy.fill = ShapeFill(paint: nil, eoFill: style.isEOFilled)
        return copy
    }

    /// The same shape, its outline also stroked with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content>
    {
        var copy = self
        copy.stroke = ShapeStroke(paint: paintValue(of: content), style: style)
        copy.strokeShape = nil
        return copy
    }

    /// The same shape, its outline also stroked with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<Content>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The same shape, its outline also stroked with the foreground style.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Content> {
        var copy = self
        copy.stroke = ShapeStroke(paint: nil, style: style)
        copy.strokeShape = nil
        return copy
    }

    /// The same shape, its outline also stroked with the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content> {
        stroke(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _ShapeView where Content: InsettableShape {
    /// The same shape with a border inside its outline, drawn with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<Content>
    {
        var copy = self
        copy.stroke = ShapeStroke(paint: paintValue(of: content), style: style)
        copy.strokeShape = AnyShape(shape.inset(by: style.lineWidth / 2))
        return copy
    }

    /// The same shape with a border inside its outline, `lineWidth` points wide, drawn with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<Content>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension Shape {
    /// The shape filled with `content` (a colour, a gradient, any ``ShapeStyle``).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: ShapeFill(paint: paintValue(of: content), eoFill: style.isEOFilled))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: ShapeFill(paint: nil, eoFill: style.isEOFilled))
    }

    /// The shape's outline stroked with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, stroke: ShapeStroke(paint: paintValue(of: content), style: style))
    }

    /// The shape's outline stroked with `content`, `lineWidth` points wide (centred on the outline).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<
        Self
    > {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline stroked with the foreground style in `style`.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, stroke: ShapeStroke(paint: nil, style: style))
    }

    /// The shape's outline stroked with the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// A border inside the shape's outline (so it stays within the frame), drawn with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<Self>
    {
        _ShapeView(
            shape: self, stroke: ShapeStroke(paint: paintValue(of: content), style: style),
            strokeShape: AnyShape(inset(by: style.lineWidth / 2)))
    }

    /// A border inside the shape's outline, `lineWidth` points wide, drawn with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> _ShapeView<Self>
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// A border inside the shape's outline drawn with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(
            shape: self, stroke: ShapeStroke(paint: nil, style: style),
            strokeShape: AnyShape(inset(by: style.lineWidth / 2)))
    }

    /// A border inside the shape's outline, `lineWidth` points wide, drawn with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
