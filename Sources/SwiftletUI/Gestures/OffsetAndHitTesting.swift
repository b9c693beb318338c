import Foundation

extension View {
    /// Moves the view by `offset` without changing its layout (its neighbours stay where they are).
    /// Attribute `offset`: `X Y` in points; hosts translate the element (CSS `translate`).
    @inlinable
    public func offset(_ offset: CGSize) -> some View {
        ModifiedContent(
            content: self,
            modifier: AttributeModifier.offset(attributeNumber(offset.width) + " " + attributeNumber(offset.height)))
    }

    /// Moves the view by `x` and `y` points without changing its layout. Attribute `offset`.
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Whether the view (and everything in it) takes pointer input; `false` lets taps reach what is
    /// behind it. Attribute `allowsHitTesting` = `false` (hosts: CSS `pointer-events: none`).
    @inlinable
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.allowsHitTesting(enabled ? "true" : "false"))
    }
}
