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
}
