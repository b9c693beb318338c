@_spi(SwiftletHost) import SwiftletUI

extension RenderNode {
    /// This node and its descendants, depth first.
    public var allNodes: [RenderNode] {
        var result: [RenderNode] = [self]
        for child in children { result.append(contentsOf: child.allNodes) }
        return result
    }

    /// The nodes a user can see and reach: like ``allNodes``, but a navigation stack contributes only
    /// its top screen.
    public var visibleNodes: [RenderNode] {
        var result: [RenderNode] = [self]
        for child in shownChildren { result.append(contentsOf: child.visibleNodes) }
        return result
    }

    /// The children a user sees: a navigation stack's top screen, nothing of an unselected tab (its
    /// bar button is in the tab view's bar), every child otherwise.
    var shownChildren: [RenderNode] {
        switch kind {
        case .navigationStack: Array(children.suffix(1))
        case .tab where attributes[.selected] != "true": []
        // The headless host offers unlimited space, so the first candidate fits.
        case .viewThatFits: Array(children.prefix(1))
        default: children
        }
    }

    /// The text a user reads on this node: its own text, or its descendants' texts joined by spaces.
    public var label: String {
        if let text, !text.isEmpty { return text }
        return children.map(\.label).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Indented text of the tree, two spaces per level: text verbatim, buttons as `[label]`, toggles
    /// as `[x] label`, fields as `TextField(title): value`, progress as `ProgressView` (with
    /// `value/total`), alerts as `Alert <title>`, containers by their SwiftUI name; root, groups,
    /// rows and frames are transparent; a `ViewThatFits` shows its first candidate; a navigation stack shows only its top screen, a tab view its bar
    /// (`TabBar`, every tab's button) and then only the selected tab's content.
    public func snapshot() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        let disabled = attributes[.disabled] == "true" ? " (disabled)" : ""
        switch kind {
        case .root, .group, .row:
            for child in children { child.appendLines(to: &lines, depth: depth) }
            return
        case .text:
            lines.append(indent + (text ?? ""))
        case .button:
            lines.append(indent + "[\(label)]" + disabled)
            return
        case .toggle:
            lines.append(indent + (attributes[.checked] == "true" ? "[x] " : "[ ] ") + (text ?? "") + disabled)
        case .textField where attributes[.secure] == "true":
            let dots = String(repeating: "•", count: (text ?? "").count)
            lines.append(indent + "SecureField(\(attributes[.title] ?? "")): \(dots)" + disabled)
        case .textField:
            lines.append(indent + "TextField(\(attributes[.title] ?? "")): \(text ?? "")" + disabled)
        case .progress:
            var line = indent + "ProgressView"
            if let text { line += " \(text)" }
            if let value = attributes[.value] { line += " \(value)/\(attributes[.total] ?? "1")" }
            lines.append(line)
        case .image, .symbol:
            let name = attributes[.systemName] ?? attributes[.name] ?? attributes[.src] ?? attributes[.fill] ?? ""
            lines.append(indent + "Image(\(name))")
        case .spacer:
            lines.append(indent + "Spacer")
        case .divider:
            lines.append(indent + "Divider")
        case .lazyVStack, .list:
            let name = kind == .list ? "List" : "LazyVStack"
            lines.append(indent + "\(name) (\(attributes[.rowCount] ?? "0") rows)")
        case .vstack: lines.append(indent + "VStack")
        case .hstack: lines.append(indent + "HStack")
        case .zstack: lines.append(indent + "ZStack")
        case .scrollView: lines.append(indent + "ScrollView")
        case .navigationStack: lines.append(indent + "NavigationStack")
        case .toolbar: lines.append(indent + "Toolbar")
        case .alert: lines.append(indent + "Alert" + (text.map { " \($0)" } ?? ""))
        case .picker: lines.append(indent + "Picker" + (text.map { " \($0)" } ?? ""))
        case .lazyVGrid:
            lines.append(
                indent + "LazyVGrid (\(attributes[.rowCount] ?? "0") cells, \(attributes[.columns] ?? "1") columns)")
        case .sheet: lines.append(indent + "Sheet")
        case .tabView: lines.append(indent + "TabView")
        case .tab: lines.append(indent + "Tab" + (attributes[.selected] == "true" ? " (selected)" : ""))
        case .tabBar: lines.append(indent + "TabBar")
        // Input controls
        case .textEditor:
            lines.append(indent + "TextEditor(\(attributes[.title] ?? "")): \(text ?? "")" + disabled)
        case .stepper:
            lines.append(indent + "Stepper" + (text.map { " \($0)" } ?? ""))
        case .slider:
            let range = "\(attributes[.min] ?? "")...\(attributes[.max] ?? "")"
            lines.append(indent + "Slider \(attributes[.value] ?? "") in \(range)" + disabled)
        case .datePicker:
            let title = text.map { "\($0): " } ?? ""
            lines.append(indent + "DatePicker \(title)\(attributes[.value] ?? "")" + disabled)
        // Choices, display and text
        case .form: lines.append(indent + "Form")
        case .section: lines.append(indent + (attributes[.groupBox] == "true" ? "GroupBox" : "Section"))
        case .pickerOption:
            lines.append(indent + (attributes[.selected] == "true" ? "(•) " : "( ) ") + label)
            return
        case .link:
            lines.append(indent + "Link(\(label) -> \(attributes[.url] ?? ""))")
            return
        case .disclosure:
            lines.append(indent + (attributes[.expanded] == "true" ? "▾ " : "▸ ") + (text ?? ""))
        case .menu: lines.append(indent + "Menu \(text ?? "")")
        case .shape: lines.append(indent + "Shape")
        case .geometryReader: lines.append(indent + "GeometryReader")
        // A frame is transparent (as before it was a node of its own); ViewThatFits shows its
        // first candidate, as the headless host offers unlimited space.
        case .frame:
            if let title = attributes[.navigationTitle] { lines.append(indent + "title: \(title)") }
            for child in children { child.appendLines(to: &lines, depth: depth) }
            return
        case .grid: lines.append(indent + "Grid")
        case .gridRow: lines.append(indent + "GridRow")
        case .lazyHGrid: lines.append(indent + "LazyHGrid (\(attributes[.rows] ?? "1") rows)")
        case .viewThatFits:
            lines.append(indent + "ViewThatFits")
            for child in children.prefix(1) { child.appendLines(to: &lines, depth: depth + 1) }
            return
        }
        if let title = attributes[.navigationTitle] { lines.append(indent + "  title: \(title)") }
        for child in shownChildren { child.appendLines(to: &lines, depth: depth + 1) }
    }
}
