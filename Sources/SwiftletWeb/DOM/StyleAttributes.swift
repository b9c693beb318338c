@_spi(SwiftletHost) import SwiftletUI

/// Turns layout and colour modifiers (`padding`, `foregroundColor`, `background`, `opacity`, `width`,
/// `height`, `cornerRadius`) into one validated inline `style` value. Values that are not a plain
/// number or a known colour are dropped, so a modifier can never inject CSS.
struct StyleAttributes {
    /// The attributes this type consumes: those whose role is `.style` (DOMMapping+AttributeRoles.swift).
    static let names = Set(RenderAttribute.allCases.filter { DOMMapping.role(of: $0) == .style })

    private var declarations: [(String, String)] = []
    /// A gradient foreground already painted the background (under its text).
    private var paintedBackground = false

    init(_ attributes: [RenderAttribute: String]) {
        // Most nodes carry none of these: one set lookup per attribute they have (a row's button has
        // one) instead of a dictionary lookup per name below, for every node of every inserted row.
        guard attributes.keys.contains(where: StyleAttributes.names.contains) else { return }
        if let padding = attributes[.padding] {
            // "top right bottom left" (or one length for all edges).
            let lengths = padding.split(separator: " ").map { StyleAttributes.length(String($0)) }
            if (lengths.count == 1 || lengths.count == 4), lengths.allSatisfy({ $0 != nil }) {
                add("padding", lengths.compactMap { $0 }.joined(separator: " "))
            }
        }
        // Paints through StyleAttributes+Paint.swift.
        let background = attributes[.background] ?? attributes[.backgroundColor] ?? attributes[.fill]
        if let paint = attributes[.foreground] ?? attributes[.foregroundColor] ?? attributes[.foregroundStyle] {
            let foreground = StyleAttributes.foregroundDeclarations(paint, background: background)
            for (property, value) in foreground { add(property, value) }
            if foreground.contains(where: { $0.0 == "background" }) { paintedBackground = true }
        }
        if let background, !paintedBackground {
            for (property, value) in StyleAttributes.backgroundDeclarations(background) { add(property, value) }
        }
        if let opacity = attributes[.opacity].flatMap(Double.init), (0...1).contains(opacity) {
            add("opacity", String(opacity))
        }
        if let frame = attributes[.frame] {
            // Sizes and bounds; a frame's growth and alignment are `data-*` (DOMMapping+Layout).
            for (property, value) in LayoutStyles.frameDeclarations(frame, fixedSize: attributes[.fixedSize]) {
                add(property, value)
            }
        }
        if let width = attributes[.width] { add("width", StyleAttributes.length(width)) }
        if let height = attributes[.height] { add("height", StyleAttributes.length(height)) }
        if let radius = attributes[.cornerRadius], let length = StyleAttributes.length(radius) {
            // `.cornerRadius(_:)` clips the view to the rounded rectangle, as SwiftUI does.
            add("border-radius", length)
            add("overflow", "clip")
        }
        if let alignment = attributes[.textAlignment] {
            let values = ["leading": "left", "center": "center", "trailing": "right"]
            add("text-align", values[alignment])
        }
        // Grids and frames
        if let frame = attributes[.containerRelativeFrame] {
            for (property, value) in GridStyles.containerRelativeFrame(frame) { add(property, value) }
        }
        // Effects, tint, border.
        addEffects(attributes)
        for (property, value) in StyleAttributes.gestureDeclarations(attributes) { add(property, value) }
    }

    mutating func add(_ property: String, _ value: String?) {
        guard let value else { return }
        declarations.append((property, value))
    }

    /// The `style` attribute value, or nil when no declaration survived validation.
    var css: String? {
        declarations.isEmpty ? nil : declarations.map { "\($0.0):\($0.1)" }.joined(separator: ";")
    }

    /// `"8"` → `"8px"`; nil unless the value is a finite number between -10000 and 10000.
    static func length(_ value: String) -> String? {
        guard let number = Double(value), number.isFinite, abs(number) <= 10_000 else { return nil }
        return number == number.rounded() ? "\(Int(number))px" : "\(number)px"
    }
}
