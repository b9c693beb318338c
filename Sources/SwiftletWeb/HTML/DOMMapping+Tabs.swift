@_spi(SwiftletHost) import SwiftletUI

// A TabView as the WAI-ARIA tabs pattern (docs/web/accessibility.md).
extension DOMMapping {
    /// What assistive technology calls a tab view's bar.
    static let tabBarLabel = "Tab bar"

    /// A `.tabBar`: the `role="tablist"` holding the tabs' buttons.
    static func tabBarElement(id: NodeID) -> DOMElement {
        DOMElement(
            tag: "div",
            attributes: [
                ("id", domID(of: id)), ("class", "sw-tabbar"), ("role", "tablist"), ("aria-label", tabBarLabel),
            ])
    }

    /// A `.tab`: the `role="tabpanel"` named by its tab's button (`aria-labelledby`). swiftlet.js
    /// makes a shown panel holding nothing focusable a Tab stop.
    static func tabPanelElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = DOMElement(
            tag: "div", attributes: [("id", domID(of: id)), ("class", "sw-tab"), ("role", "tabpanel")])
        if let button = nodeReference(attributes[.tabButton]) {
            element.attributes.append(("aria-labelledby", domID(of: button)))
        }
        return element
    }

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
    private static func nodeReference(_ text: String?) -> NodeID? {
        guard let text, text.utf8.count <= 19, let raw = Int(text), raw >= 0 else { return nil }
        return NodeID(raw)
    }
}
