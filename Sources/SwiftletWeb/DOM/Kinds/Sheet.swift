@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// A sheet: a `<dialog>` the client opens with `showModal()` (so focus stays inside it), with a
    /// grabber part `g` (shown when the content asks for a drag indicator) and the content in slot `s`.
    /// The client reads the content's `data-presentation-*` attributes for detents and dismissal.
    static func sheetElement(id: NodeID) -> DOMElement {
        let nid = domID(of: id)
        let grabber = DOMElement(
            tag: "button",
            attributes: [
                ("id", nid + "g"), ("type", "button"), ("class", "sw-grabber"), ("data-node", "\(id.rawValue)"),
                ("data-identifier", "sheet-grabber"), ("aria-label", "Resize the sheet"),
            ])
        let body = DOMElement(tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-sheet-body")])
        return DOMElement(
            tag: "dialog",
            attributes: [("id", nid), ("class", "sw-sheet"), ("data-sheet", ""), ("aria-modal", "true")],
            children: [grabber, body])
    }
}
