/// `.swipeActions`: a row with action buttons. Renders an `.hstack` with attributes `swipeActions`
/// = the edge (`leading`/`trailing`) holding the row's view and a `.group` with attribute
/// `rowActions` = `true` holding the actions (hosts place it before the row for `leading`). The browser
/// has no swipe: the buttons are shown beside the row, where a click or the keyboard reaches them.
struct SwipeActionsView: View, ElementView {
    let content: any View
    let actions: any View
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let group = RowActionsGroup(actions: actions)
        return ElementDescription(
            kind: .hstack, attributes: [.swipeActions: edge.rawValue],
            children: [content, group])
    }
}

/// The actions of a row, a `.group` with attribute `rowActions` = `true`.
struct RowActionsGroup: View, ElementView {
    let actions: any View
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, attributes: [.rowActions: "true"], children: [actions])
    }
}

extension View {
    /// Action buttons for a list row (shown beside the row: the browser has no swipe).
    /// `allowsFullSwipe` is accepted and has no effect.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        SwipeActionsView(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}
