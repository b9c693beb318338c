import Foundation

/// `.onOpenURL(perform:)`: registers its action with the graph's `URLNavigation` while the view is
/// mounted. Renders nothing of its own.
struct OnOpenURLModifier: BuiltinModifier {
    let action: @MainActor (URL) -> Void

    func didMount(_ node: ModifierNode) { node.graph.host.urlNavigation.setOpenURLAction(owner: node, action) }

    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) {
        node.graph.host.urlNavigation.setOpenURLAction(owner: node, action)
    }

    func willUnmount(_ node: ModifierNode) { node.graph.host.urlNavigation.removeOpenURLAction(owner: node) }
}

extension View {
    /// Runs `action` with the URL the app was opened with: in the browser host, the page's absolute
    /// URL (`http://host/apps/name/Int:42?tab=1`) when a session starts (a page load, or a socket
    /// that needs a fresh session), on the main actor, after the tree mounted and before the
    /// navigation the URL carries is restored. Views mounted later are not called for it.
    public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
        builtin(OnOpenURLModifier(action: action))
    }
}
