@_spi(SwiftletHost) import SwiftletUI

// Accessibility: SwiftUI's accessibility modifiers as ARIA (docs/web/accessibility.md).
extension DOMMapping {
    /// Kinds whose element has no role of its own (a `<span>`, a `<div>`): a trait, a label or an
    /// accessibility element gives them one.
    private static let genericKinds: Set<RenderKind> = [
        .text, .vstack, .hstack, .zstack, .group, .frame, .grid, .gridRow, .lazyVStack, .scrollView,
        .viewThatFits, .geometryReader, .lazyHGrid,
    ]

    /// Kinds whose element draws something: a label names the drawing.
    private static let graphicKinds: Set<RenderKind> = [.image, .symbol, .shape]

    /// Kinds whose control is their part `c` (the `<input>` inside a `<label>` or a `<div>`).
    private static let controlPartKinds: Set<RenderKind> = [.toggle, .slider, .datePicker]

    /// Semantics every element of a kind gets: a lazy stack or grid is a list of its rows (`<li>`
    /// elements, which must be in a list), a scroll view can take the focus so the keyboard scrolls it,
    /// and a tab view's bar button is a `role="tab"` (DOMMapping+Tabs).
    static func defaultAccessibility(
        kind: RenderKind, attributes: [RenderAttribute: String], into element: inout DOMElement
    ) {
        switch kind {
        case .lazyVStack, .lazyVGrid: element.attributes.append(("role", "list"))
        case .scrollView: element.attributes.append(("tabindex", "0"))
        case .button, .toggle, .link:
            if kind == .button, attributes[.tabItem] != nil {
                tabButtonAccessibility(attributes: attributes, into: &element)
            }
            if let shortcut = attributes[.keyboardShortcut] {
                element.attributes.append(("aria-keyshortcuts", ariaKeyShortcut(shortcut)))
            }
        case .root, .text, .vstack, .hstack, .zstack, .spacer, .divider, .list, .row, .progress, .image, .textField,
            .navigationStack, .toolbar, .alert, .picker, .group, .sheet, .tabView, .tab, .textEditor, .stepper, .slider,
            .datePicker, .form, .section, .pickerOption, .disclosure, .menu, .symbol, .shape, .geometryReader, .frame,
            .grid, .gridRow, .lazyHGrid, .viewThatFits, .tabBar:
            break
        }
    }

    /// `command+shift+k` → `Control+Shift+K` (ARIA's spelling; `.command` is Control in a browser).
    static func ariaKeyShortcut(_ shortcut: String) -> String {
        let names = [
            "command": "Control", "shift": "Shift", "control": "Control", "option": "Alt", "return": "Enter",
            "escape": "Escape", "delete": "Backspace", "deleteForward": "Delete", "upArrow": "ArrowUp",
            "downArrow": "ArrowDown", "leftArrow": "ArrowLeft", "rightArrow": "ArrowRight", "home": "Home",
            "end": "End", "pageUp": "PageUp", "pageDown": "PageDown", "clear": "Clear", "tab": "Tab", "space": "Space",
        ]
        var parts: [String] = []
        for part in shortcut.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            let name = names[part] ?? (part.count == 1 ? part.uppercased() : "")
            if !name.isEmpty, !parts.contains(name) { parts.append(name) }
        }
        return parts.joined(separator: "+")
    }

    /// Whether `attributes` holds anything ``accessibilityAttributes(kind:id:attributes:into:)`` reads.
    static func hasAccessibilityAttributes(_ attributes: [RenderAttribute: String]) -> Bool {
        attributes.keys.contains { role(of: $0) == .accessibility }
    }

    /// Writes the ARIA that the node's accessibility attributes ask for into its element (or, for
    /// a toggle, slider or date picker, into its `<input>` part). Roles are given only to elements
    /// without one of their own, so a `<button>` stays a button whatever traits it carries.
    static func accessibilityAttributes(
        kind: RenderKind, id: NodeID, attributes: [RenderAttribute: String], into element: inout DOMElement
    ) {
        let nid = domID(of: id)
        let label = nonEmpty(attributes[.accessibilityLabel])
        let value = nonEmpty(attributes[.accessibilityValue])
        let hint = nonEmpty(attributes[.accessibilityHint])
        func trait(_ name: RenderAttribute) -> Bool { attributes[name] == "true" }
        let headingLevel = headingLevel(attributes)
        let generic = genericKinds.contains(kind) || (kind == .image && attributes[.fill] != nil)
        let graphic = graphicKinds.contains(kind) && !generic

        var role: String?
        if generic || graphic {
            if trait(.traitIsButton) || attributes[.accessibilityAction] == "default" {
                role = "button"
            } else if trait(.traitIsLink) {
                role = "link"
            } else if headingLevel != nil {
                role = "heading"
            } else if graphic {
                if label != nil, kind != .image { role = "img" }
            } else if trait(.traitIsModal) {
                role = "dialog"
            } else if let live = liveRegionRole(attributes) {
                role = live
            } else if trait(.traitIsImage), label != nil {
                role = "img"
            } else if let children = attributes[.accessibilityElement] {
                role = children == "ignore" && label != nil ? "img" : "group"
            } else if label != nil {
                role = "group"
            }
        }

        var target = element
        let partIndex = controlPartKinds.contains(kind) ? element.children.firstIndex { $0.domID == nid + "c" } : nil
        if let partIndex { target = element.children[partIndex] }

        if let role {
            set(&element, "role", role)
            if role == "button" || role == "link" {
                // Reachable with Tab; swiftlet.js runs it on Enter (and Space for a button).
                set(&element, "tabindex", "0")
                if graphic { remove(&element, "aria-hidden") }
            }
            if role == "heading" { set(&element, "aria-level", "\(headingLevel ?? 2)") }
            if role == "dialog" { set(&element, "aria-modal", "true") }
            if role == "img", kind == .shape { remove(&element, "aria-hidden") }
            if partIndex == nil { target = element }
        }
        if let label {
            if kind == .image, attributes[.fill] == nil {
                set(&target, "alt", label)
            } else {
                set(&target, "aria-label", label)
            }
        }
        var description: [String] = []
        if let value {
            if kind == .progress || kind == .slider {
                set(&target, "aria-valuetext", value)
            } else {
                description.append(value)
            }
        }
        if let hint { description.append(hint) }
        if !description.isEmpty {
            // A visually hidden text that swiftlet.js keeps under this id.
            set(&target, "aria-describedby", nid + "d")
            set(&target, "data-accessibility-description", description.joined(separator: ". "))
        }
        if let partIndex {
            element.children[partIndex] = target
        } else {
            element = target
        }
        // Live regions (DOMMapping+LiveRegions).
        if let live = liveRegionLiveness(attributes, role: role) { set(&element, "aria-live", live) }
        if attributes[.accessibilityHidden] == "true" {
            set(&element, "aria-hidden", "true")
            if generic { remove(&element, "tabindex") }
            hideFromKeyboard(id: id, into: &element)
        }
    }

    /// The heading level asked for by `.accessibilityHeading` or the `.isHeader` trait: 1…6, nil
    /// when the view is no heading (or `.isHeader` was removed).
    private static func headingLevel(_ attributes: [RenderAttribute: String]) -> Int? {
        if attributes[.traitIsHeader] == "false" { return nil }
        if let level = attributes[.accessibilityHeading] {
            if let number = Int(level), (1...6).contains(number) { return number }
            return 2
        }
        return attributes[.traitIsHeader] == "true" ? 2 : nil
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func set(_ element: inout DOMElement, _ name: String, _ value: String) {
        if let index = element.attributes.firstIndex(where: { $0.name == name }) {
            element.attributes[index].value = value
            element.attributes.removeAll { $0.name == name && $0.value != value }
        } else {
            element.attributes.append((name, value))
        }
    }

    private static func remove(_ element: inout DOMElement, _ name: String) {
        element.attributes.removeAll { $0.name == name }
    }

    /// Readable words for a symbol's name, its label when it has none of its own:
    /// `arrow.up.circle.fill` → `arrow up circle` (the style word `fill` dropped).
    static func readableSymbolName(_ name: String) -> String {
        let words = name.split(separator: ".").filter { $0 != "fill" }
        let text = words.joined(separator: " ")
        return text.isEmpty ? name : text
    }
}
