@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `List`: a `<ul class="sw-list" data-lazy>` whose children are `row` elements (`<li>`). A list
    /// with `selection` (`List(selection:)`) is a `role="listbox"`, with `aria-multiselectable` when
    /// it selects a set.
    static func listElement(id: NodeID, attributes: [RenderAttribute: String]) -> DOMElement {
        var element = baseElement("ul", id: id, class: "sw-list")
        element.attributes.append(("data-lazy", ""))
        if attributes[.selection] != nil {
            element.attributes.append(("role", "listbox"))
            if attributes[.selection] == "multiple" { element.attributes.append(("aria-multiselectable", "true")) }
        }
        return element
    }
}
