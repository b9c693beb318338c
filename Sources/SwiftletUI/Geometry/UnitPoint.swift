import Foundation

/// A point in a view's own coordinate space, as fractions of its size: (0, 0) is the top leading
/// corner and (1, 1) the bottom trailing one. Anchors of effects and the ends of gradients.
public struct UnitPoint: Sendable, Hashable {
    /// The horizontal fraction: 0 leading, 1 trailing.
    public var x: CGFloat
    /// The vertical fraction: 0 top, 1 bottom.
    public var y: CGFloat

    /// The top leading corner.
    public nonisolated init() {
        x = 0
        y = 0
    }

    /// The point at fractions `x` and `y` of the size.
    public nonisolated init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
