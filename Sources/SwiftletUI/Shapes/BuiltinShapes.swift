import Foundation

/// A rectangle filling the frame it is given.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// The size of the corners' ellipses.
    public var cornerSize: CGSize
    /// The corners' style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Corners of `cornerSize` (width and height of each corner's ellipse).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Circular corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let size = CGSize(
            width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: inset, cornerSize: size, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Sendable, Equatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// The four radii (0 where not given).
    public nonisolated init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have their own radii (leading is the left in left-to-right layouts).
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Corners of the radii given.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Corners of the radii given (0 where not given).
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount).standardized
        let limit = min(r.width, r.height) / 2
        func corner(_ radius: CGFloat) -> CGSize {
            let value = min(max(radius - insetAmount, 0), max(limit, 0))
            return CGSize(width: value, height: value)
        }
        var path = Path()
        guard r.width >= 0, r.height >= 0, !r.isNull else { return path }
        path.addUnevenRoundedRect(
            in: r,
            radii: [
                corner(cornerRadii.topLeading), corner(cornerRadii.topTrailing), corner(cornerRadii.bottomTrailing),
                corner(cornerRadii.bottomLeading),
            ])
        return path
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle: the largest one centred in the frame.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// A circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse filling the frame.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A capsule: a rectangle whose short sides are half circles.
public struct Capsule: InsettableShape {
    /// The corners' style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inset.width, inset.height) / 2
        return Path(roundedRect: inset, cornerRadius: max(radius, 0), style: style)
    }
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The shape of the container the view is in. The browser has no container shapes (widgets,
/// device corners), so it draws a rectangle.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    /// The container's shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

// MARK: - Shape values (`.clipShape(.circle)`, `.background(.blue, in: .capsule)`)

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with circular corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have the radii given.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle whose corners have the radii given (0 where not given).
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (a rectangle in the browser).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
