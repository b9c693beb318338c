extension Image {
    /// The relative size of symbol images, as in SwiftUI.
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        /// Smaller than the surrounding text.
        case small
        /// The size of the surrounding text (the default).
        case medium
        /// Larger than the surrounding text.
        case large
    }
}

extension View {
    /// Scales the symbol images in this view relative to the surrounding text. Attribute
    /// `imageScale` (`small`, `medium`, `large`); the web host sizes images marked with it, or inside
    /// a view marked with it, to 0.8, 1 and 1.3 times the font size.
    @inlinable
    public func imageScale(_ scale: Image.Scale) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.imageScale(scale.rawValue))
    }
}

extension Color {
    /// The tint, as SwiftUI's `.tint` shape style in `.foregroundStyle(.tint)`: the app's accent
    /// colour (name `tint`, mapped by hosts like `accentColor`).
    public nonisolated static let tint = Color("tint")
}
