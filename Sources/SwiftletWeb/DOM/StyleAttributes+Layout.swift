@_spi(SwiftletHost) import SwiftletUI

/// The CSS of SwiftUI's layout modifiers, built from numbers only (see `StyleAttributes`): frames,
/// `.fixedSize`, `.layoutPriority`, `.zIndex`, `.position`, spacers' minimum lengths, grid cells.
enum LayoutStyles {
    /// A parsed `frame` attribute: the bounds given (an infinite maximum is `.infinity`) and the
    /// alignment name. Values that are not numbers of at least 0 are left out.
    struct Frame {
        var bounds: [String: Double] = [:]
        var alignment: String?

        init(_ value: String) {
            for pair in value.split(separator: " ") {
                let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                if parts[0] == "alignment" {
                    alignment = parts[1]
                    continue
                }
                let infinite = ["inf", "infinity", "+infinity"].contains(parts[1].lowercased())
                guard let number = infinite ? Double.infinity : Double(parts[1]), !number.isNaN, number >= 0,
                    number.isFinite || parts[0].hasPrefix("max"), number <= 10_000 || number.isInfinite
                else { continue }
                bounds[parts[0]] = number
            }
        }

        /// How the frame sizes itself on an axis: `fixed` (a width or height), `grow` (a maximum:
        /// it takes the space offered) or nil (its content's size).
        func sizing(_ axis: String) -> String? {
            if bounds[axis == "w" ? "width" : "height"] != nil { return "fixed" }
            if bounds[axis == "w" ? "maxWidth" : "maxHeight"] != nil { return "grow" }
            return nil
        }
    }

    /// The declarations of a `frame` attribute (and the `fixedSize` on the same node, which replaces
    /// a flexible width or height by the ideal one, or by the content's).
    static func frameDeclarations(_ value: String, fixedSize: String?) -> [(String, String)] {
        let frame = Frame(value)
        var declarations: [(String, String)] = []
        let properties = [
            ("width", "width"), ("height", "height"), ("minWidth", "min-width"), ("maxWidth", "max-width"),
            ("minHeight", "min-height"), ("maxHeight", "max-height"),
        ]
        for (name, property) in properties {
            guard let number = frame.bounds[name], number.isFinite, let length = StyleAttributes.length(String(number))
            else { continue }
            declarations.append((property, length))
        }
        for (axis, ideal, property) in [("horizontal", "idealWidth", "width"), ("vertical", "idealHeight", "height")]
        where fixedSize == "both" || fixedSize == axis {
            if let number = frame.bounds[ideal], let length = StyleAttributes.length(String(number)) {
                declarations.removeAll { $0.0 == property }
                declarations.append((property, length))
            }
        }
        return declarations
    }

    /// The attributes of any kind that `declarations(kind:attributes:)` reads.
    private static let names: Set<RenderAttribute> = [
        .fixedSize, .layoutPriority, .zIndex, .gridCellColumns, .gridCellAnchor,
    ]

    /// Declarations of the other layout attributes of one node.
    static func declarations(kind: RenderKind, attributes: [RenderAttribute: String]) -> [(String, String)] {
        // Most nodes have none of these: one set lookup per attribute (as `StyleAttributes` does).
        guard [.frame, .spacer, .grid, .lazyHGrid].contains(kind) || attributes.keys.contains(where: names.contains)
        else { return [] }
        var declarations: [(String, String)] = []
        if let fixed = attributes[.fixedSize], ["both", "horizontal", "vertical"].contains(fixed) {
            let frame = attributes[.frame].map(Frame.init)
            if fixed != "vertical", frame?.bounds["idealWidth"] == nil, frame?.bounds["width"] == nil {
                declarations.append(("width", "max-content"))
            }
            if fixed != "horizontal", frame?.bounds["idealHeight"] == nil, frame?.bounds["height"] == nil {
                declarations.append(("height", "max-content"))
            }
            declarations.append(("flex-shrink", "0"))
        }
        if let priority = attributes[.layoutPriority].flatMap(Double.init), priority.isFinite, priority != 0 {
            // Higher priorities take the free space first (a much larger flex weight) and give none
            // back; lower ones give theirs first.
            let weight = Int(min(abs(priority), 1000) * 1000) + 1
            if priority > 0 {
                declarations.append(("--sw-grow", String(weight)))
                if attributes[.fixedSize] == nil { declarations.append(("flex-shrink", "0")) }
            } else {
                declarations.append(("flex-shrink", String(weight)))
            }
        }
        if let z = attributes[.zIndex].flatMap(Double.init), z.isFinite {
            declarations.append(("z-index", String(Int(min(max(z, -10_000), 10_000).rounded()))))
        }
        if kind == .frame, let position = attributes[.position] {
            for pair in position.split(separator: " ") {
                let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2, ["x", "y"].contains(parts[0]), let length = StyleAttributes.length(parts[1])
                else { continue }
                declarations.append(("--sw-\(parts[0])", length))
            }
        }
        if kind == .spacer, let minimum = attributes[.minLength], let number = Double(minimum), number >= 0,
            let length = StyleAttributes.length(minimum)
        {
            declarations.append(("--sw-spacer-min", length))
        }
        if let columns = attributes[.gridCellColumns].flatMap(Int.init), (1...64).contains(columns) {
            declarations.append(("grid-column-end", "span \(columns)"))
        }
        if let anchor = attributes[.gridCellAnchor] {
            let units = anchor.split(separator: " ").compactMap { Double($0) }.filter(\.isFinite)
            if units.count == 2 {
                func place(_ unit: Double) -> String { unit < 0.25 ? "start" : unit > 0.75 ? "end" : "center" }
                declarations.append(("justify-self", place(units[0])))
                declarations.append(("align-self", place(units[1])))
            }
        }
        switch kind {
        case .grid:
            for (name, property) in [(RenderAttribute.horizontalSpacing, "column-gap"), (.verticalSpacing, "row-gap")] {
                if let spacing = attributes[name], let length = StyleAttributes.length(spacing) {
                    declarations.append((property, length))
                }
            }
        case .lazyHGrid:
            if let rows = attributes[.gridRows], let template = GridStyles.templateColumns(rows) {
                declarations.append(("grid-template-rows", template))
            }
            if let spacing = attributes[.spacing], let length = StyleAttributes.length(spacing) {
                declarations.append(("column-gap", length))
            }
        case .root, .text, .button, .vstack, .hstack, .zstack, .spacer, .divider, .scrollView, .lazyVStack, .list, .row,
            .progress, .image, .textField, .toggle, .navigationStack, .toolbar, .alert, .picker, .group, .lazyVGrid,
            .sheet, .tabView, .tab, .textEditor, .stepper, .slider, .datePicker, .form, .section, .pickerOption, .link,
            .disclosure, .menu, .symbol, .shape, .geometryReader, .frame, .gridRow, .viewThatFits, .tabBar:
            break
        }
        return declarations
    }
}
