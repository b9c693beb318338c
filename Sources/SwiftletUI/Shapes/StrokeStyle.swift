import Foundation

/// How the ends of stroked lines are drawn (Core Graphics' type; Foundation on Linux has none).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Squared off at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// Squared off half a line width beyond the end point.
    case square
}

/// How the joins of stroked lines are drawn (Core Graphics' type; Foundation on Linux has none).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner (bevelled beyond the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}

/// The characteristics of a stroke: width, caps, joins and dashes.
public struct StrokeStyle: Sendable, Equatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of alternating painted and unpainted segments (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; defaults as in SwiftUI (1 point wide, butt caps, miter joins with a limit of 10).
    public nonisolated init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a shape is filled.
public struct FillStyle: Sendable, Equatable {
    /// The even-odd rule (true) instead of the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (browsers always antialias).
    public var isAntialiased: Bool

    /// A fill style.
    public nonisolated init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
