@_spi(SwiftletHost) import SwiftletUI

/// A host-neutral description of one DOM element: what the server renders as HTML for the first
/// page and sends as JSON when a tick inserts a subtree. The browser builds elements from it with
/// `createElement`/`setAttribute`/`textContent`, never by parsing markup.
@_spi(SwiftletHost) public struct DOMElement: Sendable, Equatable {
    /// The tag name (always one of the fixed names the mapping uses, never user input).
    public var tag: String
    /// Attributes in render order. Values are raw; renderers escape them.
    public var attributes: [(name: String, value: String)]
    /// Text placed before the children (raw; renderers escape it).
    public var text: String?
    public var children: [DOMElement]

    public init(
        tag: String, attributes: [(name: String, value: String)] = [], text: String? = nil,
        children: [DOMElement] = []
    ) {
        self.tag = tag
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    /// The value of the attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The DOM id of this element (`n12`, or `n12t` for a part of node 12), if it has one.
    public var domID: String? { attribute("id") }

    /// Tags that never have content or a closing tag.
    static let voidTags: Set<String> = ["input", "img", "hr", "br", "meta", "link"]

    public static func == (lhs: DOMElement, rhs: DOMElement) -> Bool {
        lhs.tag == rhs.tag && lhs.text == rhs.text && lhs.children == rhs.children
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }
}
