import Foundation

/// A gradient along the line from `startPoint` to `endPoint` (unit points of the view it paints).
/// A style, and a view that fills its space. Paint `linear(X0 Y0 X1 Y1|stops)`.
public struct LinearGradient: ShapeStyle, PaintDescribing, Hashable, View, ElementView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// `gradient` from `startPoint` to `endPoint`.
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// `colors`, evenly spaced, from `startPoint` to `endPoint`.
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated var paint: String { linearPaint(gradient, start: startPoint, end: endPoint) }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription { fillDescription(paint) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `gradient` (such as `Color.blue.gradient`) from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
