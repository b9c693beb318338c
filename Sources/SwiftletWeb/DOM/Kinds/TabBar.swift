@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// What assistive technology calls a tab view's bar.
    static let tabBarLabel = "Tab bar"

    /// A `TabView`'s bar: a `<div class="sw-tabbar" role="tablist">` named "Tab bar", holding one
    /// button per tab (see `tabButtonAccessibility` in DOMMapping+Tabs).
    static func tabBarElement(id: NodeID) -> DOMElement {
        DOMElement(
            tag: "div",
            attributes: [
                ("id", domID(of: id)), ("class", "sw-tabbar"), ("role", "tablist"), ("aria-label", tabBarLabel),
            ])
    }
}
