@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `NavigationStack`: a `<section class="sw-nav">` holding a title bar (`<header class="sw-bar">`)
    /// with part `b`, the back button (`data-ev="back"`, hidden while there is no screen to go back
    /// to), and part `t`, the `<h1>` title, followed by slot `s` (`<div class="sw-nav-body">`), which
    /// holds the screens.
    static func navigationStackElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        let nid = domID(of: id)
        var element = baseElement("section", id: id, class: "sw-nav")
        var back = DOMElement(
            tag: "button",
            attributes: [
                ("id", nid + "b"), ("type", "button"), ("class", "sw-back"), ("data-ev", "back"),
                ("data-node", "\(id.rawValue)"),
            ],
            text: "‹ " + (attributes[.backTitle] ?? "Back"))
        if !canGoBack(attributes) { back.attributes.append(("hidden", "")) }
        let title = DOMElement(
            tag: "h1", attributes: [("id", nid + "t"), ("class", "sw-title")],
            text: attributes[.title] ?? text ?? "")
        element.children = [
            DOMElement(tag: "header", attributes: [("class", "sw-bar")], children: [back, title]),
            DOMElement(tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-nav-body")]),
        ]
        return element
    }

    /// Whether the back button shows: `canGoBack` when the node has it, else a `depth` above 0.
    private static func canGoBack(_ attributes: [RenderAttribute: String]) -> Bool {
        if let flag = attributes[.canGoBack] { return isTrue(flag) }
        if let depth = attributes[.depth].flatMap(Int.init) { return depth > 0 }
        return false
    }
}
