@_spi(SwiftletHost) import SwiftletUI

/// One targeted change the browser applies to its DOM; the wire form of a tick's operations.
///
/// `target` is a DOM id (`n12`, or a part such as `n12t`); node ids in structural changes are the
/// engine's `NodeID`s, which the client prefixes with `n`.
@_spi(SwiftletHost) public enum DOMChange: Sendable, Equatable {
    /// Replaces the element's own text (its first text node), leaving child elements alone.
    case setText(target: String, text: String)
    /// Adds or replaces an attribute (`value` and `checked` also update the live property).
    case setAttribute(target: String, name: String, value: String)
    /// Removes an attribute.
    case removeAttribute(target: String, name: String)
    /// Builds `element` and inserts it as child number `index` of `parent`'s slot.
    case insert(parent: NodeID, index: Int, element: DOMElement)
    /// Removes the node's element.
    case remove(NodeID)
    /// Removes every child of `parent`'s slot at once: what a run of `remove`s that empties a
    /// container (clearing a list) becomes, so the browser drops the rows in one call.
    case removeChildren(parent: NodeID)
    /// Moves the node's element to child number `index` of `parent`'s slot.
    case move(NodeID, parent: NodeID, index: Int)
    /// The changes up to the next `endAnimation` animate with `timing` (`["anim",{…}]`).
    case beginAnimation(AnimationTiming)
    /// The changes after this one are instant again (`["anim"]`).
    case endAnimation
}
