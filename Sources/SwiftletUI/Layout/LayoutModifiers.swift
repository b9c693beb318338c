import Foundation

extension View {
    /// Gives the view its ideal size on both axes, whatever is offered: text no longer wraps or
    /// truncates, a flexible frame takes its `idealWidth`/`idealHeight`. Attribute `fixedSize` =
    /// `both` (on the web: `width`/`height: max-content`, or the ideal size, and no shrinking).
    public func fixedSize() -> some View {
        builtin(AttributeModifier(.fixedSize, "both"))
    }

    /// Gives the view its ideal size on the chosen axes. Attribute `fixedSize` = `horizontal`,
    /// `vertical` or `both`; nothing when both are false.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        let value = horizontal && vertical ? "both" : horizontal ? "horizontal" : vertical ? "vertical" : nil
        return builtin(AttributeModifier(attributes: value.map { [.fixedSize: $0] } ?? [:]))
    }

    /// The order in which a stack offers its space: a view with a higher priority is sized first and
    /// the others share what is left (default 0). Attribute `layoutPriority` (on the web a flex
    /// weight: higher priorities grow first and do not shrink).
    public func layoutPriority(_ value: Double) -> some View {
        builtin(AttributeModifier(.layoutPriority, attributeNumber(value.isFinite ? value : 0)))
    }

    /// Stacking order among siblings: a higher `zIndex` is drawn on top (default 0). Attribute
    /// `zIndex` (CSS `z-index`).
    public func zIndex(_ value: Double) -> some View {
        builtin(AttributeModifier(.zIndex, attributeNumber(value.isFinite ? value : 0)))
    }

    /// Places the centre of the view at `position` in its parent's coordinates, taking all the space
    /// the parent offers, as in SwiftUI. Renders a `.frame` node (attribute `position` = `x:N y:N`)
    /// around the content; NaN or infinite coordinates are dropped (reported once).
    public func position(_ position: CGPoint) -> some View {
        PositionView(content: self, x: Double(position.x), y: Double(position.y))
    }

    /// Places the centre of the view at (`x`, `y`) in its parent's coordinates (see `position(_:)`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        PositionView(content: self, x: Double(x), y: Double(y))
    }

    /// Lets the view extend into the safe area. A browser page has no safe area (no notch, no home
    /// indicator, the keyboard resizes the viewport), so this changes nothing on the web.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        self
    }

    /// The older spelling of `ignoresSafeArea(_:edges:)`; changes nothing on the web.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        self
    }
}

/// The kinds of safe area `ignoresSafeArea(_:edges:)` names.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public nonisolated init(rawValue: Int) { self.rawValue = rawValue }
    /// The area the device and the containers (bars) take.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.position`: a `.frame` node that takes the space offered and centres its content on a point.
struct PositionView<Content: View>: View, ElementView {
    let content: Content
    let x: Double
    let y: Double

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let x = finiteLayoutValue(x, "position(x:)", in: node.graph) ?? 0
        let y = finiteLayoutValue(y, "position(y:)", in: node.graph) ?? 0
        return ElementDescription(
            kind: .frame, attributes: [.position: "x:\(attributeNumber(x)) y:\(attributeNumber(y))"],
            children: [content])
    }
}
