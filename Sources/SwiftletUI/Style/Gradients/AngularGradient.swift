import Foundation

/// A gradient swept around `center` from `startAngle` to `endAngle` (0° points to the trailing
/// edge; angles turn clockwise; equal angles sweep a whole turn). A style, and a view that fills
/// its space. Paint `angular(CX CY A0 A1|stops)`, angles in degrees.
public struct AngularGradient: ShapeStyle, PaintDescribing, Hashable, View, ElementView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// `gradient` swept around `center` from `startAngle` to `endAngle`.
    public nonisolated init(
        gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// `colors`, evenly spaced, swept around `center` from `startAngle` to `endAngle`.
    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept around `center` from `startAngle` to `endAngle`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `gradient` swept a whole turn around `center`, starting at `angle`.
    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// `colors` swept a whole turn around `center`, starting at `angle`.
    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// `stops` swept a whole turn around `center`, starting at `angle`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    nonisolated var paint: String {
        let numbers = [center.x, center.y, startAngle.degrees, endAngle.degrees].map { attributeNumber(Double($0)) }
        return "angular(\(numbers.joined(separator: " "))|\(gradient.stopsPaint))"
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription { fillDescription(paint) }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors` from `startAngle` to `endAngle`.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `stops` from `startAngle` to `endAngle`.
    public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `gradient` (such as `Color.blue.gradient`) from `startAngle` to `endAngle`.
    public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` around `center`, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A whole turn of `colors` around `center`, starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A whole turn of `stops` around `center`, starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A whole turn of `gradient` (such as `Color.blue.gradient`) around `center`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}
