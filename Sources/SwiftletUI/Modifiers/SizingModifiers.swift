extension View {
    /// Shows at most `limit` lines of text, ending with an ellipsis. Attribute `lineLimit`.
    public func lineLimit(_ limit: Int?) -> some View {
        builtin(AttributeModifier(.lineLimit, limit.map { String(max($0, 1)) } ?? "none"))
    }
}

extension Image {
    /// The size the image is laid out at before (and after) its bytes arrive, so the layout around it
    /// does not move. Attributes `width`, `height` (points) and `sizeHint` = `true`; hosts fit the
    /// image inside that box, keeping its aspect ratio.
    public func sizeHint(width: Double, height: Double) -> Image {
        var copy = self
        copy.attributes[.width] = attributeNumber(width)
        copy.attributes[.height] = attributeNumber(height)
        copy.attributes[.sizeHint] = "true"
        return copy
    }
}
