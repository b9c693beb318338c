@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `ViewThatFits`: a `<div class="sw-fits">` holding the candidates in order; the client shows the
    /// first one that fits.
    static func viewThatFitsElement(id: NodeID) -> DOMElement {
        baseElement("div", id: id, class: "sw-fits")
    }
}
