@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// The native meaning of the Lists and navigation attributes:
    /// * a `textField` with `searchField` (`.searchable`) is an `<input type=search>`;
    /// * a `list` with `selection` (`List(selection:)`) is a `role=listbox`, `aria-multiselectable`
    ///   for a set;
    /// * a `group` with `selectable` (one row of it) is a focusable `role=option` with
    ///   `aria-selected`, sending `tap` when clicked or when Enter or Space is pressed on it.
    static func listsAndNavigationAttributes(
        kind: RenderKind, attributes: [RenderAttribute: String], into element: inout DOMElement
    ) {
        switch kind {
        case .textField where attributes[.searchField] == "true":
            if let index = element.attributes.firstIndex(where: { $0.name == "type" }) {
                element.attributes[index].value = "search"
            }
        case .list where attributes[.selection] != nil:
            element.attributes.append(("role", "listbox"))
            if attributes[.selection] == "multiple" { element.attributes.append(("aria-multiselectable", "true")) }
        case .group where attributes[.selectable] == "true":
            element.attributes.append(("role", "option"))
            element.attributes.append(("tabindex", "0"))
            element.attributes.append(("data-ev", "tap"))
            element.attributes.append(("aria-selected", isTrue(attributes[.selected]) ? "true" : "false"))
        default:
            break
        }
    }
}
