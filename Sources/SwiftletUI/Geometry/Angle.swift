import Foundation

/// An angle, as in SwiftUI: stored in radians, made from degrees or radians.
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public nonisolated init() { radians = 0 }

    /// An angle of `radians` radians.
    public nonisolated init(radians: Double) { self.radians = radians }

    /// An angle of `degrees` degrees.
    public nonisolated init(degrees: Double) { radians = degrees * .pi / 180 }

    /// A zero angle.
    public static let zero = Angle()

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}
