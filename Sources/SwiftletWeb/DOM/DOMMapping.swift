@_spi(SwiftletHost) import SwiftletUI

/// Maps each SwiftletUI primitive to semantic HTML: one element per rendered node, with the DOM id
/// `n<node id>`, plus fixed "parts" (ids `n<id><letter>`) for primitives that need more than one
/// element (a `NavigationStack`'s title bar and back button, a `Toggle`'s checkbox).
///
/// The shape an element gets depends only on its kind, never on its attributes, so a changed text or
/// attribute always maps to targeted changes of existing elements (see `DOMChange`).
/// Children of a node go into its slot: the part `n<id>s` if the kind has one, else the element itself.
/// Each kind's element is written in its own file under `Kinds/`.
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

    /// The element most kinds start from: `<tag id="n<id>" class="…">`.
    static func baseElement(_ tag: String, id: NodeID, class cssClass: String) -> DOMElement {
        DOMElement(tag: tag, attributes: [("id", domID(of: id)), ("class", cssClass)])
    }

    /// The element for one node without its children (the parts a kind always has are included).
    ///
    /// The kind's own element comes from its file in `Kinds/` (`Kinds/Button.swift` for `.button`),
    /// then the work every kind shares: style, layout, transitions, passed-through attributes and
    /// accessibility. A kind that adds CSS declarations writes them into `style`; one that adds
    /// attributes to go with the passed-through ones (after the transition's) appends them to `extra`.
    public static func shell(id: NodeID, kind: RenderKind, text: String?, attributes: [RenderAttribute: String])
        -> DOMElement
    {
        var style = StyleAttributes(attributes)
        var extra = passThroughAttributes(attributes, kind: kind)
        var element: DOMElement
        // One case per kind and no `default`: a new kind is a compiler error here, its element a new file in Kinds/.
        switch kind {
        case .root: element = rootElement(id: id, text: text)
        case .text: element = textElement(id: id, text: text, attributes: attributes, extra: &extra)
        case .button: element = buttonElement(id: id, text: text, attributes: attributes)
        case .vstack, .hstack, .zstack:
            element = stackElement(kind, id: id, text: text, attributes: attributes, style: &style, extra: &extra)
        case .spacer: element = spacerElement(id: id)
        case .divider: element = dividerElement(id: id)
        case .scrollView: element = scrollViewElement(id: id)
        case .lazyVStack: element = lazyVStackElement(id: id, attributes: attributes, style: &style)
        case .list: element = listElement(id: id, attributes: attributes)
        case .row: element = rowElement(id: id, text: text)
        case .progress: element = progressElement(id: id, text: text, attributes: attributes)
        case .image: element = imageElement(id: id, text: text, attributes: attributes, style: &style)
        case .textField: element = textFieldElement(id: id, text: text, attributes: attributes)
        case .toggle: element = toggleElement(id: id, text: text, attributes: attributes)
        case .navigationStack: element = navigationStackElement(id: id, text: text, attributes: attributes)
        case .toolbar: element = toolbarElement(id: id)
        case .alert: element = alertElement(id: id, text: text, attributes: attributes)
        case .picker: element = pickerElement(id: id, text: text, attributes: attributes)
        case .group: element = groupElement(id: id, attributes: attributes)
        case .lazyVGrid: element = lazyVGridElement(id: id, attributes: attributes, style: &style)
        case .sheet: element = sheetElement(id: id)
        case .tabView: element = tabViewElement(id: id)
        case .tab: element = tabElement(id: id, attributes: attributes)
        case .textEditor: element = textEditorElement(id: id, text: text, attributes: attributes)
        case .stepper: element = stepperElement(id: id, text: text)
        case .slider: element = sliderElement(id: id, attributes: attributes)
        case .datePicker: element = datePickerElement(id: id, text: text, attributes: attributes)
        case .form: element = formElement(id: id)
        case .section: element = sectionElement(id: id)
        case .pickerOption: element = pickerOptionElement(id: id, attributes: attributes)
        case .link: element = linkElement(id: id, text: text, attributes: attributes)
        case .disclosure: element = disclosureElement(id: id, text: text, attributes: attributes)
        case .menu: element = menuElement(id: id, text: text)
        case .symbol: element = symbolElement(id: id, attributes: attributes)
        case .shape: element = shapeElement(id: id, attributes: attributes, style: &style)
        case .geometryReader: element = geometryReaderElement(id: id, attributes: attributes)
        case .frame: element = frameElement(id: id)
        case .grid: element = gridElement(id: id)
        case .gridRow: element = gridRowElement(id: id)
        case .lazyHGrid: element = lazyHGridElement(id: id)
        case .viewThatFits: element = viewThatFitsElement(id: id)
        case .tabBar: element = tabBarElement(id: id)
        }
        // Palette colours, system font sizes, aspect ratios.
        symbolStyles(attributes, into: &style)
        // `.clipShape` on any node.
        if attributes[.clipShape] != nil { style.add("clip-path", clipPathCSS(attributes)) }
        // Colours as views, frames' sizing and alignment, layout declarations.
        layoutAttributes(kind: kind, attributes: attributes, into: &element, style: &style)
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
