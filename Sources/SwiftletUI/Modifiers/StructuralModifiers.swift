/// Content with another view layered on top: renders a `.zstack` with attribute `overlay` = `true`
/// whose children are the content and the overlay.
struct OverlayView: View, ElementView {
    let content: any View
    let overlay: any View
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .zstack, attributes: ["overlay": "true", "alignment": alignment.name], children: [content, overlay])
    }
}

/// Content with toolbar items: renders a `.group` with attribute `toolbar` = `true` whose first child
/// is a `.toolbar` node holding the items and whose second child is the content. Items placed
/// `.bottomBar` go into a third child instead, a `.toolbar` node with attribute `placement` =
/// `bottomBar` (present only when the toolbar has such items; the split follows the items' static
/// types, so a `ToolbarItem` inside an `if` counts as a top item).
struct ToolbarView: View, ElementView {
    let content: any View
    let items: any View

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let all = flattened(items)
        let isBottom = { (item: any View) in (item as? any ToolbarPlaced)?.toolbarPlacement == .bottomBar }
        var children: [any View] = [ToolbarItems(items: all.filter { !isBottom($0) }), content]
        let bottom = all.filter(isBottom)
        if !bottom.isEmpty { children.append(ToolbarItems(items: bottom, placement: .bottomBar)) }
        return ElementDescription(kind: .group, attributes: ["toolbar": "true"], children: children)
    }
}

struct ToolbarItems: View, ElementView {
    let items: [any View]
    var placement: ToolbarItemPlacement?
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .toolbar, attributes: placement.map { ["placement": $0.rawValue] } ?? [:], children: items)
    }
}

/// A toolbar item that names its placement.
@MainActor
protocol ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { get }
}

/// Where a toolbar item goes; carried as attribute `placement`.
public enum ToolbarItemPlacement: String, Sendable {
    case automatic, primaryAction, confirmationAction, cancellationAction, navigation, principal, bottomBar
    case topBarLeading, topBarTrailing
    // SwiftUI's older bar names and the keyboard bar (shown with the top items).
    case navigationBarLeading, navigationBarTrailing, keyboard
}

/// One toolbar item: renders a `.group` with attribute `placement` around its content.
public struct ToolbarItem<Content: View>: View, ElementView, ToolbarPlaced {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    var toolbarPlacement: ToolbarItemPlacement { placement }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, attributes: ["placement": placement.rawValue], children: flattened(content))
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
