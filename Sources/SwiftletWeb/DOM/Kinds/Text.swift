@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Text`: a `<span class="sw-text">` whose text is the string (empty when there is none, so the
    /// span always has a text node to update). Rich text keeps the plain string and adds its runs
    /// as `data-runs` (see `RichTextRuns`), which goes with the passed-through attributes in `extra`;
    /// swiftlet.js builds the run elements from it.
    static func textElement(
        id: NodeID, text: String?, attributes: [RenderAttribute: String], extra: inout [(name: String, value: String)]
    ) -> DOMElement {
        var element = baseElement("span", id: id, class: "sw-text")
        element.text = text ?? ""
        // Rich text: the runs travel as one attribute that swiftlet.js turns into run elements.
        if !attributes.isEmpty, let runs = attributes[.runs], let value = RichTextRuns.attribute(for: runs) {
            extra.append(("data-runs", value))
        }
        return element
    }
}
