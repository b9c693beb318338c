import Foundation

/// Insets on each edge of a rectangle, in points, as in SwiftUI: `.padding(EdgeInsets(top: 8,
/// leading: 16, bottom: 8, trailing: 16))`.
public struct EdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of the given lengths (each 0 unless given).
    public nonisolated init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The `padding` attribute value, "top right bottom left"; a negative or non-finite inset is 0.
    var paddingAttribute: String {
        [top, trailing, bottom, leading].map { attributeNumber($0.isFinite ? max(Double($0), 0) : 0) }
            .joined(separator: " ")
    }
}

extension View {
    /// Padding of its own length on each edge. Attribute `padding` ("top right bottom left").
    public func padding(_ insets: EdgeInsets) -> some View {
        builtin(AttributeModifier(.padding, insets.paddingAttribute))
    }

    /// Adds `length` (16 when nil) to the safe area on `edges`. The web has no safe area, so the
    /// content is padded instead, which is where SwiftUI's content ends up: attribute `padding`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        builtin(AttributeModifier(.padding, paddingValue(edges, length.map(Double.init))))
    }

    /// Adds `length` to the safe area on every edge (on the web: padding, as above).
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Adds `insets` to the safe area (on the web: padding, as above).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        builtin(AttributeModifier(.padding, insets.paddingAttribute))
    }
}
