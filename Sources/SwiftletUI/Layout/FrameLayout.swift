import Foundation

/// A frame around one view, as SwiftUI's `.frame` modifiers make: a layout container of its own that
/// sizes itself from the numbers given and places its content inside by `alignment`.
///
/// Renders a `.frame` node with attribute `frame` (space-separated `width:N height:N minWidth:N
/// idealWidth:N maxWidth:N|inf … alignment:A`) and the content as its only child. A frame with a
/// `maxWidth`/`maxHeight` grows to the space offered (up to the maximum); one with neither a size nor
/// bounds on an axis takes its content's size there. A negative, NaN or infinite size (other than an
/// infinite maximum) is dropped and the graph reports it once (`Diagnostic.Kind.other`).
struct FrameView<Content: View>: View, ElementView {
    let content: Content
    /// The bounds in SwiftUI's order: width, height, minWidth, idealWidth, maxWidth, minHeight,
    /// idealHeight, maxHeight (nil: not given).
    let bounds: [Double?]
    let alignment: Alignment

    static var names: [String] {
        ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    }

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var parts: [String] = []
        for (name, value) in zip(Self.names, bounds) {
            guard let value else { continue }
            // Only a maximum may be infinite (`.infinity`: grow to whatever is offered).
            let allowsInfinity = name.hasPrefix("max")
            guard !value.isNaN, value >= 0, value.isFinite || (allowsInfinity && value > 0) else {
                node.graph.reportLayoutOnce(
                    "frame(\(name): \(value)) ignored: a frame's sizes must be finite numbers of at least 0")
                continue
            }
            parts.append("\(name):\(attributeNumber(value))")
        }
        if alignment != .center { parts.append("alignment:\(alignment.name)") }
        var attributes: [RenderAttribute: String] = [.frame: parts.joined(separator: " ")]
        // What a browser cannot see through the frame's box: whether the content takes the space offered.
        if let inner = (content as? any LayoutFlexible)?.flexibleAxes, !inner.isEmpty {
            attributes[.contentFlex] = inner
        }
        return ElementDescription(kind: .frame, attributes: attributes, children: [content])
    }
}

extension View {
    /// A frame of exactly `width` × `height` points (an axis left nil takes the content's size) with
    /// the content placed inside by `alignment`, as in SwiftUI: `Color.red.frame(width: 50, height:
    /// 50).frame(width: 200, height: 100, alignment: .bottomTrailing)` puts the square in the bottom
    /// trailing corner of a 200 × 100 box. Renders a `.frame` node around the content (attribute
    /// `frame`, e.g. `width:200 height:100 alignment:bottomTrailing`). Negative or NaN sizes are
    /// dropped (reported once).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameView(
            content: self, bounds: [width, height, nil, nil, nil, nil, nil, nil].map { $0.map(Double.init) },
            alignment: alignment)
    }

    /// A flexible frame, as in SwiftUI: on each axis the frame takes the space offered, kept within
    /// `min…max` (a maximum of `.infinity` grows to fill it; with no minimum the content's size is the
    /// lower bound, with no maximum the content's size is the upper one), and places the content by
    /// `alignment`. `idealWidth`/`idealHeight` are the size `.fixedSize()` gives it. Renders a
    /// `.frame` node around the content (attribute `frame`: `minWidth:N maxWidth:inf …`).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        FrameView(
            content: self,
            bounds: [nil, nil, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].map {
                $0.map(Double.init)
            },
            alignment: alignment)
    }
}
