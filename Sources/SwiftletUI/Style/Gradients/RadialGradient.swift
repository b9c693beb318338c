import Foundation

/// A gradient in circles around `center`, from `startRadius` to `endRadius` points. A style, and a
/// view that fills its space. Paint `radial(CX CY R0 R1|stops)`.
public struct RadialGradient: ShapeStyle, PaintDescribing, Hashable, View, ElementView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// `gradient` around `center` from `startRadius` to `endRadius` points.
    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// `colors`, evenly spaced, around `center` from `startRadius` to `endRadius` points.
    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` around `center` from `startRadius` to `endRadius` points.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated var paint: String {
        let numbers = [center.x, center.y, startRadius, endRadius].map { attributeNumber(Double($0)) }
        return "radial(\(numbers.joined(separator: " "))|\(gradient.stopsPaint))"
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription { fillDescription(paint) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `gradient` (such as `Color.blue.gradient`).
    public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
