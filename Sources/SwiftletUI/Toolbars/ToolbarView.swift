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
        return ElementDescription(kind: .group, attributes: [.toolbar: "true"], children: children)
    }
}

struct ToolbarItems: View, ElementView {
    let items: [any View]
    var placement: ToolbarItemPlacement?
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .toolbar, attributes: placement.map { [.placement: $0.rawValue] } ?? [:], children: items)
    }
}
