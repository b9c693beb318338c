import Foundation

/// A shape the browser can clip with CSS alone (`clip-path: circle()`, `inset(… round …)`), named by
/// the `clipShape` token it gives; other shapes clip with their path at the measured size.
@MainActor
protocol CSSClipShape {
    /// The `clipShape` token, or nil to clip with the path.
    var clipToken: String? { get }
}

extension Rectangle: CSSClipShape {
    var clipToken: String? { insetAmount == 0 ? "rectangle" : nil }
}

extension ContainerRelativeShape: CSSClipShape {
    var clipToken: String? { insetAmount == 0 ? "rectangle" : nil }
}

extension Circle: CSSClipShape {
    var clipToken: String? { insetAmount == 0 ? "circle" : nil }
}

extension Ellipse: CSSClipShape {
    var clipToken: String? { insetAmount == 0 ? "ellipse" : nil }
}

extension Capsule: CSSClipShape {
    var clipToken: String? { insetAmount == 0 ? "capsule" : nil }
}

extension RoundedRectangle: CSSClipShape {
    var clipToken: String? {
        insetAmount == 0 ? "roundedRectangle:" + attributeNumber(Double(max(cornerSize.width, 0))) : nil
    }
}

extension UnevenRoundedRectangle: CSSClipShape {
    var clipToken: String? {
        guard insetAmount == 0 else { return nil }
        let radii = [
            cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading,
        ]
        return "unevenRoundedRectangle:" + radii.map { attributeNumber(Double(max($0, 0))) }.joined(separator: ":")
    }
}

extension AnyShape: CSSClipShape {
    var clipToken: String? { (base as? any CSSClipShape)?.clipToken }
}

/// A modifier that hears the measured size of the view it modifies (see `ViewGraph.receiveSize`).
@MainActor
protocol SizeReceivingModifier {
    func receive(_ proxy: GeometryProxy, node: ModifierNode)
}

extension GeometryChangeModifier: SizeReceivingModifier {
    func receive(_ proxy: GeometryProxy, node: ModifierNode) { report(proxy, node) }
}

/// The slot of a `.clipShape` (`.mask`, `.contentShape`) modifier's node that holds the size the
/// host measured last, which its path is drawn at.
private enum ClipMeasuredSizeSlot: NodeSlotKey {
    typealias Value = CGSize
}

/// `.clipShape`, `.mask` with a shape, `.contentShape`: attribute `clipShape` (or `contentShape`)
/// with a token; a shape CSS cannot name gives `path`, is measured, and carries `clipPath`, its path
/// data at the measured size.
struct ShapeAttributeModifier: BuiltinModifier, SizeReceivingModifier {
    /// `clipShape` or `contentShape`.
    let name: RenderAttribute
    let shape: AnyShape
    let eoFill: Bool

    /// The CSS token, or nil when the shape is clipped by its path.
    var token: String? { shape.clipToken }

    var attributes: [RenderAttribute: String] {
        var result: [RenderAttribute: String] = [name: token ?? "path"]
        if token == nil {
            result[.measure] = "true"
            if eoFill { result[.clipRule] = "evenodd" }
        }
        return result
    }

    /// The attribute carrying the path data (`clipPath`, `contentPath`).
    var pathAttribute: RenderAttribute { name == .clipShape ? .clipPath : .contentPath }

    func receive(_ proxy: GeometryProxy, node: ModifierNode) {
        node.slots[ClipMeasuredSizeSlot.self] = proxy.size
        update(node: node)
    }

    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) { update(node: node) }

    /// Computes the path at the last measured size and says it when it changed.
    private func update(node: ModifierNode) {
        var measured: [RenderAttribute: String] = [:]
        if token == nil, let size = node.slots[ClipMeasuredSizeSlot.self], size.width > 0, size.height > 0 {
            let path = shape.path(in: CGRect(origin: .zero, size: size))
            if path.isFinite {
                measured[pathAttribute] = path.description
            } else {
                node.graph.reportBadGeometry("a clip shape drew a path with a NaN or infinite coordinate")
            }
        }
        let previous = node.slots[MeasuredAttributesSlot.self] ?? [:]
        guard previous != measured else { return }
        node.slots[MeasuredAttributesSlot.self] = measured
        let id = node.renderID
        for (attribute, value) in measured where previous[attribute] != value {
            node.graph.operations.setAttribute(id, name: attribute, value: value)
        }
        for attribute in previous.keys where measured[attribute] == nil {
            node.graph.operations.removeAttribute(id, name: attribute)
        }
        node.graph.scheduleTick()
    }
}

/// The shape a view draws, if it is a shape or a drawn shape (`Circle()`, `Circle().fill(.red)`).
@MainActor
protocol ShapeProviding {
    var providedShape: AnyShape { get }
}

extension _ShapeView: ShapeProviding {
    var providedShape: AnyShape { AnyShape(shape) }
}

/// The shape `view` draws, looking through its modifiers.
@MainActor
func shapeOf(_ view: any View) -> AnyShape? {
    let bare = unmodified(view)
    if let shape = bare as? any Shape { return AnyShape(shape) }
    return (bare as? any ShapeProviding)?.providedShape
}

extension View {
    /// Clips the view to `shape` (any ``Shape``: `.circle`, `.rect(cornerRadius: 8)`, a custom one).
    /// Attribute `clipShape`: `circle`, `ellipse`, `capsule`, `rectangle`, `roundedRectangle:R`,
    /// `unevenRoundedRectangle:TL:TR:BR:BL`, or `path` with `clipPath`, the path data at the
    /// measured size.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        builtin(ShapeAttributeModifier(name: .clipShape, shape: AnyShape(shape), eoFill: style.isEOFilled))
    }

    /// Masks the view with `mask`. A shape mask (`Circle()`, `RoundedRectangle(...)`, drawn or not)
    /// clips like `clipShape`; another view as a mask is not drawn and leaves the view unmasked
    /// (see docs/compatibility.md).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let shape = shapeOf(mask()) ?? AnyShape(Rectangle())
        return builtin(ShapeAttributeModifier(name: .clipShape, shape: shape, eoFill: false))
    }

    /// Masks the view with `mask` (the older form of `mask(alignment:_:)`).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        builtin(ShapeAttributeModifier(name: .clipShape, shape: shapeOf(mask) ?? AnyShape(Rectangle()), eoFill: false))
    }

    /// The shape that takes the view's taps and hovers. Attribute `contentShape` (tokens as for
    /// `clipShape`). In the browser the hit area stays the element's box.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        builtin(AttributeModifier(.contentShape, AnyShape(shape).clipToken ?? "path"))
    }

    /// Fills `shape` with `style` behind the view, sized to the view (`.background(.blue, in: .capsule)`).
    /// Renders a `zstack` (attribute `shapeBackground`) holding the drawn shape, marked
    /// `shapeLayer` = `background`, then the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        ShapeLayerView(
            content: self,
            layer: shape.fill(style, style: fillStyle).builtin(AttributeModifier(.shapeLayer, "background")),
            onTop: false)
    }

    /// Fills `shape` with the background colour behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color.white, in: shape, fillStyle: fillStyle)
    }

    /// Fills `shape` with `style` over the view, sized to the view. Renders a `zstack` (attribute
    /// `shapeOverlay`) holding the view, then the drawn shape marked `shapeLayer` = `overlay`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        ShapeLayerView(
            content: self,
            layer: shape.fill(style, style: fillStyle).builtin(AttributeModifier(.shapeLayer, "overlay")),
            onTop: true)
    }
}

/// A view with a drawn shape behind or over it, sized to the view.
struct ShapeLayerView: View, ElementView {
    let content: any View
    let layer: any View
    let onTop: Bool

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .zstack, attributes: [onTop ? .shapeOverlay : .shapeBackground: "true"],
            children: onTop ? [content, layer] : [layer, content])
    }
}
