@_spi(SwiftletHost) import SwiftletUI

/// Maps each SwiftletUI primitive to semantic HTML: one element per rendered node, with the DOM id
/// `n<node id>`, plus fixed "parts" (ids `n<id><letter>`) for primitives that need more than one
/// element (a `NavigationStack`'s title bar and back button, a `Toggle`'s checkbox).
///
/// The shape an element gets depends only on its kind, never on its attributes, so a changed text or
/// attribute always maps to targeted changes of existing elements (see `DOMChange`).
/// Children of a node go into its slot: the part `n<id>s` if the kind has one, else the element itself.
@_spi(SwiftletHost) public enum DOMMapping {
    /// The element for `node` and its whole subtree.
    public static func element(for node: RenderNode) -> DOMElement {
        var shell = shell(id: node.id, kind: node.kind, text: node.text, attributes: node.attributes)
        let children = node.children.map(element(for:))
        if !children.isEmpty {
            let slot = slotID(of: node.id)
            if !insert(children, intoElementWithID: slot, in: &shell) {
                shell.children.append(contentsOf: children)
            }
        }
        return shell
    }

    /// Appends `children` to the descendant of `element` whose id is `id`; false if there is none.
    private static func insert(_ children: [DOMElement], intoElementWithID id: String, in element: inout DOMElement)
        -> Bool
    {
        if element.domID == id {
            element.children.append(contentsOf: children)
            return true
        }
        for index in element.children.indices
        where insert(children, intoElementWithID: id, in: &element.children[index]) {
            return true
        }
        return false
    }

    /// The DOM id of node `id`'s element.
    public static func domID(of id: NodeID) -> String { "n\(id.rawValue)" }

    /// The DOM id of the element holding node `id`'s children when it is not the node's own element.
    public static func slotID(of id: NodeID) -> String { "n\(id.rawValue)s" }

    /// The element for one node without its children (the parts a kind always has are included).
    public static func shell(id: NodeID, kind: RenderKind, text: String?, attributes: [RenderAttribute: String])
        -> DOMElement
    {
        let nid = domID(of: id)
        var style = StyleAttributes(attributes)
        var extra = passThroughAttributes(attributes, kind: kind)
        func base(_ tag: String, _ cssClass: String) -> DOMElement {
            DOMElement(tag: tag, attributes: [("id", nid), ("class", cssClass)])
        }
        var element: DOMElement
        switch kind {
        case .root:
            element = base("div", "sw-root")
            element.text = text
        case .text:
            element = base("span", "sw-text")
            element.text = text ?? ""
            // Rich text: the runs travel as one attribute that swiftlet.js turns into run elements.
            if !attributes.isEmpty, let runs = attributes[.runs], let value = RichTextRuns.attribute(for: runs) {
                extra.append(("data-runs", value))
            }
        case .button:
            element = base("button", "sw-button")
            element.attributes.insert(("type", "button"), at: 1)
            element.attributes.append(("data-ev", "tap"))
            element.text = text
            if isTrue(attributes[.disabled]) { element.attributes.append(("disabled", "")) }
        case .vstack, .hstack, .zstack:
            element = base("div", "sw-\(kind.rawValue)")
            if let spacing = attributes[.spacing], let value = StyleAttributes.length(spacing) {
                style.add("gap", value)
            }
            if let alignment = attributes[.alignment], let safe = safeToken(alignment) {
                extra.append(("data-align", safe))
            }
            element.text = text
        case .spacer:
            element = base("div", "sw-spacer")
        case .divider:
            element = base("hr", "sw-divider")
        case .scrollView:
            element = base("div", "sw-scroll")
        case .lazyVStack:
            element = base("div", "sw-lazy")
            element.attributes.append(("data-lazy", ""))
            if let spacing = attributes[.spacing], let value = StyleAttributes.length(spacing) {
                style.add("gap", value)
            }
        case .list:
            element = base("ul", "sw-list")
            element.attributes.append(("data-lazy", ""))
        case .row:
            element = base("li", "sw-row")
            element.text = text
        case .progress:
            element = base("progress", "sw-progress")
            if let value = attributes[.value].flatMap(Double.init), value.isFinite {
                element.attributes.append(("value", number(value)))
                let total = attributes[.total].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
                element.attributes.append(("max", number(total ?? 1)))
            }
            element.text = text
        case .image:
            // A colour or gradient used as a view is a box that fills the
            // space offered (the layout rules of `sw-color` in swiftlet.css).
            if attributes[.fill] != nil {
                element = base("div", "sw-image sw-color")
                break
            }
            element = base("img", "sw-image")
            element.attributes.append(contentsOf: imageSources(attributes, style: &style))
            element.attributes.append(("alt", imageAlt(attributes, text: text)))
            if isTrue(attributes[.decorative]) { element.attributes.append(("aria-hidden", "true")) }
        case .textField:
            element = base("input", "sw-textfield")
            element.attributes.insert(("type", isTrue(attributes[.secure]) ? "password" : "text"), at: 1)
            // A value field (`TextField(_:value:format:)`) sends its text when it is committed.
            element.attributes.append(("data-ev", attributes[.commit] == "change" ? "commit" : "input"))
            element.attributes.append(contentsOf: inputTraits(attributes))
            element.attributes.append(("value", text ?? attributes[.value] ?? ""))
            if let prompt = attributes[.placeholder] ?? attributes[.prompt] ?? attributes[.title] {
                element.attributes.append(("placeholder", prompt))
            }
            if let title = attributes[.title] { element.attributes.append(("aria-label", title)) }
            if isTrue(attributes[.disabled]) { element.attributes.append(("disabled", "")) }
        case .toggle:
            element = DOMElement(tag: "label", attributes: [("id", nid), ("class", "sw-toggle")])
            var box = DOMElement(
                tag: "input",
                attributes: [
                    ("id", nid + "c"), ("type", "checkbox"), ("data-ev", "toggle"), ("data-node", "\(id.rawValue)"),
                ])
            if isTrue(attributes[.checked] ?? attributes[.isOn]) { box.attributes.append(("checked", "")) }
            if Self.isSwitch(attributes[.toggleStyle]) { box.attributes.append(("role", "switch")) }
            if isTrue(attributes[.disabled]) { box.attributes.append(("disabled", "")) }
            element.children = [box, DOMElement(tag: "span", attributes: [("id", nid + "l")], text: text ?? "")]
        case .navigationStack:
            element = base("section", "sw-nav")
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
        case .toolbar:
            element = base("div", "sw-toolbar")
            element.attributes.append(("role", "toolbar"))
        case .alert:
            element = base("div", "sw-alert")
            element.attributes.append(("role", "alertdialog"))
            // A modal dialog named by its title.
            element.attributes.append(("aria-modal", "true"))
            element.attributes.append(("aria-labelledby", nid + "t"))
            element.children = [
                DOMElement(
                    tag: "div", attributes: [("class", "sw-alert-box")],
                    children: [
                        DOMElement(
                            tag: "h2", attributes: [("id", nid + "t"), ("class", "sw-alert-title")],
                            text: attributes[.title] ?? text ?? ""),
                        DOMElement(
                            tag: "div", attributes: [("id", nid + "m"), ("class", "sw-alert-message")],
                            text: attributes[.message] ?? ""),
                        DOMElement(tag: "div", attributes: [("id", slotID(of: id)), ("class", "sw-alert-actions")]),
                    ])
            ]
        case .picker:
            element = pickerElement(id: id, text: text, attributes: attributes)
        case .group:
            element = base("div", "sw-group")
        case .lazyVGrid:
            element = lazyGridElement(id: id, attributes: attributes, style: &style)
        case .sheet:
            element = sheetElement(id: id)
        case .tabView:
            element = base("div", "sw-tabview")
        case .tab:
            element = tabPanelElement(id: id, attributes: attributes)
        case .tabBar:
            element = tabBarElement(id: id)
        // Input controls
        case .textEditor, .stepper, .slider, .datePicker:
            element = inputControlElement(id: id, kind: kind, text: text, attributes: attributes)
        // Choices, display and text
        case .form, .section, .pickerOption, .link, .disclosure, .menu:
            element = choicesElement(id: id, kind: kind, text: text, attributes: attributes)
        case .symbol:
            element = symbolElement(id: id, attributes: attributes)
        case .shape:
            element = shapeElement(id: id, attributes: attributes, style: &style)
        case .geometryReader:
            element = geometryReaderElement(id: id, attributes: attributes)
        case .frame, .grid, .gridRow, .lazyHGrid, .viewThatFits:
            element = layoutElement(id: id, kind: kind, attributes: attributes)
        }
        // Palette colours, system font sizes, aspect ratios.
        symbolStyles(attributes, into: &style)
        // `.clipShape` on any node.
        if attributes[.clipShape] != nil { style.add("clip-path", clipPathCSS(attributes)) }
        // Colours as views, frames' sizing and alignment, layout declarations.
        layoutAttributes(kind: kind, attributes: attributes, into: &element, style: &style)
        // Search fields, selectable lists and rows.
        listsAndNavigationAttributes(kind: kind, attributes: attributes, into: &element)
        if let transition = attributes[.transition] { transitionAttributes(transition, into: &element) }
        element.attributes.append(contentsOf: extra)
        // Accessibility: default semantics; labels, hints, values, traits and headings as ARIA.
        defaultAccessibility(kind: kind, attributes: attributes, into: &element)
        if hasAccessibilityAttributes(attributes) {
            accessibilityAttributes(kind: kind, id: id, attributes: attributes, into: &element)
        }
        if let css = style.css { element.attributes.append(("style", css)) }
        return element
    }

    // MARK: - Attribute rules

    /// Attributes that become `data-*` (for CSS and the client) or ARIA attributes.
    private static func passThroughAttributes(_ attributes: [RenderAttribute: String], kind: RenderKind)
        -> [(name: String, value: String)]
    {
        var result: [(name: String, value: String)] = []
        func pass(_ name: RenderAttribute, _ value: String) {
            switch role(of: name) {
            case .style, .shape, .accessibility:
                return
            case .element:
                if name == .disabled, isTrue(value), ![.button, .textField, .toggle, .textEditor].contains(kind) {
                    result.append(("aria-disabled", "true"))
                }
                if name == .label, ![.image, .symbol, .textField, .picker, .slider, .datePicker].contains(kind) {
                    result.append(("aria-label", value))
                }
            case .data:
                result.append(("data-" + dataName(name.rawValue), value))
            }
        }
        // In name order, so a node renders the same way every time; most nodes have at most one.
        if attributes.count <= 1 {
            if let (name, value) = attributes.first { pass(name, value) }
        } else {
            for (name, value) in attributes.sorted(by: { $0.key < $1.key }) { pass(name, value) }
        }
        return result
    }

    /// `someName` → `some-name`; anything outside `[a-z0-9-]` is dropped so a name can never close
    /// the attribute or add an event handler.
    static func dataName(_ name: String) -> String {
        // Names already in that form (`identifier`, `selected`, ...) are used as they are.
        if !name.isEmpty,
            name.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D })
        {
            return name
        }
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "A"..."Z":
                if !result.isEmpty { result += "-" }
                result += String(scalar).lowercased()
            case "a"..."z", "0"..."9", "-": result.unicodeScalars.append(scalar)
            case "_", ".": result += "-"
            default: continue
            }
        }
        return result.isEmpty ? "x" : result
    }

    static func isTrue(_ value: String?) -> Bool {
        guard let value else { return false }
        return value != "false" && value != "0" && value != "no"
    }

    private static func canGoBack(_ attributes: [RenderAttribute: String]) -> Bool {
        if let flag = attributes[.canGoBack] { return isTrue(flag) }
        if let depth = attributes[.depth].flatMap(Int.init) { return depth > 0 }
        return false
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Keeps `http(s)`, relative and `data:image/` URLs; anything else (`javascript:`) is dropped.
    static func safeURL(_ url: String) -> String? {
        let lower = url.lowercased().trimmingPrefix(while: { $0 == " " })
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("/")
            || lower.hasPrefix("data:image/")
        {
            return url
        }
        return lower.contains(":") ? nil : url
    }

    /// `url` when it is a `mailto:` or `tel:` address (a link may hand those to the browser's mail
    /// and phone handlers), else nil.
    static func safeContactURL(_ url: String) -> String? {
        let lower = url.lowercased()
        return lower.hasPrefix("mailto:") || lower.hasPrefix("tel:") ? url : nil
    }

    static func safeToken(_ value: String) -> String? {
        let name = dataName(value)
        return name == "x" ? nil : name
    }
}

extension String {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex { !predicate($0) } ?? endIndex)...]
    }
}
