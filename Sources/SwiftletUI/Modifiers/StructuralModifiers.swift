/// Content with another view layered on top: renders a `.zstack` with attribute `overlay` = `true`
/// whose children are the content and the overlay.
struct OverlayView: View, ElementView {
    let content: any View
    let overlay: any View
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .zstack, attributes: [.overlay: "true", .alignment: alignment.name], children: [content, overlay])
    }
}

extension View {
    /// Layers `overlay` on top of this view (the spinner-in-button trick keeps the label's size).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayView(content: self, overlay: content(), alignment: alignment)
    }

    /// Layers `overlay` on top of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        OverlayView(content: self, overlay: overlay, alignment: alignment)
    }

    /// Adds toolbar items (buttons, ``ToolbarItem``s) shown by the enclosing navigation stack.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarView(content: self, items: content())
    }
}
