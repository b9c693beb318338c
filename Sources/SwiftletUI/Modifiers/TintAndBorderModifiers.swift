import Foundation

extension View {
    /// The accent of this subtree: buttons, links, toggles, `.foregroundStyle(.tint)` and native
    /// controls (`accent-color`). Attribute `tint`: the colour's paint; `nil` keeps the inherited tint.
    public func tint(_ tint: Color?) -> some View {
        builtin(AttributeModifier(attributes: tint.map { [.tint: paintValue(of: $0)] } ?? [:]))
    }

    /// The accent of this subtree, from any style (a gradient accents with its first colour).
    public func tint<S: ShapeStyle>(_ tint: S) -> some View {
        builtin(AttributeModifier(.tint, paintValue(of: tint)))
    }

    /// A border of `content` and `width` points drawn inside the view's frame (it takes no space).
    /// Attribute `border`: `width paint`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        builtin(AttributeModifier(.border, attributeNumber(Double(width)) + " " + paintValue(of: content)))
    }
}
