@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `TabView`: a `<div class="sw-tabview">` holding its bar (`tabBar`) and then its panels (`tab`).
    static func tabViewElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-tabview")
    }
}
