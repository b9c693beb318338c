import Foundation

/// The size a parent offers a child: each dimension a length, or nil for "unspecified" (the child
/// picks its ideal length), as in SwiftUI's layout. `Shape.sizeThatFits(_:)` receives one.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The offered width, or nil when the parent leaves it to the child.
    public var width: CGFloat?
    /// The offered height, or nil when the parent leaves it to the child.
    public var height: CGFloat?

    /// A proposal of `width` and `height` (nil for unspecified).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero in both dimensions: the child's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unspecified in both dimensions: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinity in both dimensions: the child's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension replaced by the matching one of `size` (10 by 10
    /// points by default, SwiftUI's default ideal size).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
