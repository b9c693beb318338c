import Foundation

/// Colours at locations from 0 to 1: what a ``LinearGradient``, ``RadialGradient``,
/// ``AngularGradient`` or ``EllipticalGradient`` draws. As a style of its own it paints from top
/// to bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle, PaintDescribing {
    /// A colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location, 0 at the gradient's start and 1 at its end (clamped to 0…1).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public nonisolated init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public nonisolated init(stops: [Stop]) { self.stops = stops }

    /// A gradient through `colors`, evenly spaced from 0 to 1.
    public nonisolated init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat(Double($0.offset) / last)) }
    }

    var paint: String { linearPaint(self, start: .top, end: .bottom) }

    /// The stops in the paint grammar: `C@L,C@L,…` (a colour the grammar does not know is clear).
    var stopsPaint: String {
        stops.map { stop in
            let color = PaintColor.parse(stop.color.name)?.paint ?? "clear"
            let location = stop.location.isNaN ? 0 : min(max(Double(stop.location), 0), 1)
            return "\(color)@\(attributeNumber(location))"
        }.joined(separator: ",")
    }
}

/// A gradient whose type is erased: `Color.gradient` and the static gradient styles taking one.
/// Paints from top to bottom.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintDescribing {
    let gradient: Gradient

    /// Erases `gradient`.
    public nonisolated init(_ gradient: Gradient) { self.gradient = gradient }

    var paint: String { gradient.paint }
}

func linearPaint(_ gradient: Gradient, start: UnitPoint, end: UnitPoint) -> String {
    let points = [start.x, start.y, end.x, end.y].map { attributeNumber(Double($0)) }.joined(separator: " ")
    return "linear(\(points)|\(gradient.stopsPaint))"
}

/// A colour or gradient used as a view fills the space it is offered: an `.image` node with
/// attribute `fill` (its paint).
func fillDescription(_ paint: String) -> ElementDescription {
    ElementDescription(kind: .image, attributes: [.fill: paint])
}
