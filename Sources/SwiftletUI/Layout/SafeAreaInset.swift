import Foundation

/// `.safeAreaInset`: the content with a bar of other content along one edge. Renders a `.vstack`
/// (top, bottom) or `.hstack` (leading, trailing) with attribute `safeAreaInset` = the edge, the
/// inset's `alignment` and `spacing`; children in visual order (the inset first for top and leading).
struct SafeAreaInsetView<Content: View, Inset: View>: View, ElementView {
    let content: Content
    let inset: Inset
    let edge: String
    let alignment: String
    let spacing: Double?

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.safeAreaInset: edge, .alignment: alignment]
        if let spacing, spacing.isFinite, spacing >= 0 { attributes[.spacing] = attributeNumber(spacing) }
        let first = edge == "top" || edge == "leading"
        return ElementDescription(
            kind: edge == "top" || edge == "bottom" ? .vstack : .hstack, attributes: attributes,
            children: first ? [inset, content] : [content, inset])
    }
}

extension View {
    /// Shows `content` along the top or bottom edge and shrinks this view's safe area by its height,
    /// as in SwiftUI. The web has no safe area: the two are stacked, the inset spanning the width
    /// (placed by `alignment`), `spacing` points apart (0 when nil).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, inset: content(), edge: edge.rawValue, alignment: alignment.rawValue,
            spacing: spacing.map(Double.init))
    }

    /// Shows `content` along the leading or trailing edge (side by side on the web, see above).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetView(
            content: self, inset: content(), edge: edge.rawValue, alignment: alignment.rawValue,
            spacing: spacing.map(Double.init))
    }
}
