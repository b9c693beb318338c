@_spi(SwiftletHost) import SwiftletUI

// `.accessibilityHidden(true)` takes a control out of the tab order too
// (docs/web/accessibility.md), so nothing the keyboard reaches is missing from the
// accessibility tree (axe's `aria-hidden-focus`).
extension DOMMapping {
    /// Tags that take the focus by themselves.
    private static let focusableTags: Set<String> = ["button", "input", "textarea", "select", "a", "summary"]

    /// Marks a hidden element `data-accessibility-hidden` (swiftlet.js gives every focusable element
    /// inside it `tabindex="-1"` while the mark stays, and puts theirs back when it goes) and gives
    /// the element itself, and its control part `c`, `tabindex="-1"` when they take the focus. The
    /// element stays visible and clickable, as in SwiftUI.
    static func hideFromKeyboard(id: NodeID, into element: inout DOMElement) {
        element.attributes.append(("data-accessibility-hidden", "true"))
        if takesFocus(element) { setTabIndexOff(&element) }
        let part = domID(of: id) + "c"
        if let index = element.children.firstIndex(where: { $0.domID == part }), takesFocus(element.children[index]) {
            setTabIndexOff(&element.children[index])
        }
    }

    private static func takesFocus(_ element: DOMElement) -> Bool {
        focusableTags.contains(element.tag) || element.attribute("tabindex") != nil
    }

    private static func setTabIndexOff(_ element: inout DOMElement) {
        element.attributes.removeAll { $0.name == "tabindex" }
        element.attributes.append(("tabindex", "-1"))
    }
}
