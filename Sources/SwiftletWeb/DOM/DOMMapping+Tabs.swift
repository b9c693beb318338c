@_spi(SwiftletHost) import SwiftletUI

// A TabView as the WAI-ARIA tabs pattern (docs/web/accessibility.md): the semantics of its bar's
// buttons. The bar and the panels are Kinds/TabBar.swift and Kinds/Tab.swift.
extension DOMMapping {
    /// A tab view's bar button (attribute `tabItem`): `role="tab"`, `aria-selected`, `aria-controls`
    /// naming its panel, and a roving tab stop (the selected tab `tabindex="0"`, the others `-1`).
    static func tabButtonAccessibility(attributes: [RenderAttribute: String], into element: inout DOMElement) {
        let selected = attributes[.selected] == "true"
        element.attributes.append(("role", "tab"))
        element.attributes.append(("aria-selected", selected ? "true" : "false"))
        element.attributes.append(("tabindex", selected ? "0" : "-1"))
        if let panel = nodeReference(attributes[.tabPanel]) {
            element.attributes.append(("aria-controls", domID(of: panel)))
        }
    }

    /// A node id written by the engine as a decimal number; nil for anything else.
    static func nodeReference(_ text: String?) -> NodeID? {
        guard let text, text.utf8.count <= 19, let raw = Int(text), raw >= 0 else { return nil }
        return NodeID(raw)
    }
}
