import Foundation

/// One pointer report of a host's gesture recogniser, addressed to a rendered node with
/// `HostEvent.gesture(_:_:)`. The host recognises the raw pointer (what a tap, a press, a drag or
/// a hover is) and the engine runs the gestures attached to the node (`.onTapGesture`,
/// `.gesture(DragGesture()…)`, `.onHover`, …) with it.
///
/// Locations are in points. `location` and `startLocation` are in the element's own space as it
/// was when the gesture began (its top-leading corner was 0,0), so a drag's translation is exactly
/// the pointer's distance even while the element moves; `globalLocation` and
/// `globalStartLocation` are in the window's space.
@_spi(SwiftletHost) public struct GestureInput: Sendable, Equatable {
    /// What the host recognised.
    public enum Kind: String, Sendable, CaseIterable {
        /// A tap; `count` is 1 for a single tap, 2 for a double tap, ...
        case tap
        /// A press began (`began`) or the pointer was lifted or moved too far (`ended`).
        case press
        /// A press lasted `duration` seconds without moving too far.
        case longPress
        /// The pointer moved while pressed (`changed`), was lifted (`ended`) or the drag was
        /// cancelled (`cancelled`).
        case drag
        /// The pointer entered (`began`), moved over (`changed`) or left (`ended`) the element.
        case hover
        /// A pinch: `magnification` is the scale since it began.
        case magnify
        /// A two-finger rotation: `rotation` (radians) since it began.
        case rotate
    }

    /// Where the gesture is in its life.
    public enum Phase: String, Sendable, CaseIterable {
        case began, changed, ended, cancelled
    }

    public var kind: Kind
    public var phase: Phase
    /// The pointer in the element's space (see the type's description).
    public var location: CGPoint
    /// Where the gesture began, in the element's space.
    public var startLocation: CGPoint
    /// The pointer in the window's space.
    public var globalLocation: CGPoint
    /// Where the gesture began, in the window's space.
    public var globalStartLocation: CGPoint
    /// When the host saw the pointer there.
    public var time: Date
    /// The pointer's velocity in points per second.
    public var velocity: CGSize
    /// The number of taps (for `tap`).
    public var count: Int
    /// The press duration reached (for `longPress`), in seconds.
    public var duration: Double
    /// The scale since a pinch began (for `magnify`; 1 is unchanged).
    public var magnification: CGFloat
    /// The rotation since it began, in radians (for `rotate`).
    public var rotation: Double

    public init(
        kind: Kind, phase: Phase = .changed, location: CGPoint = .zero, startLocation: CGPoint? = nil,
        globalLocation: CGPoint? = nil, globalStartLocation: CGPoint? = nil,
        time: Date = Date(timeIntervalSince1970: 0),
        velocity: CGSize = .zero, count: Int = 1, duration: Double = 0, magnification: CGFloat = 1, rotation: Double = 0
    ) {
        self.kind = kind
        self.phase = phase
        self.location = location
        self.startLocation = startLocation ?? location
        self.globalLocation = globalLocation ?? location
        self.globalStartLocation = globalStartLocation ?? startLocation ?? location
        self.time = time
        self.velocity = velocity
        self.count = count
        self.duration = duration
        self.magnification = magnification
        self.rotation = rotation
    }

    /// The largest coordinate, velocity or scale the engine accepts.
    public static let limit: Double = 1_000_000

    /// Why the input cannot be used (NaN or infinite numbers, numbers beyond ``limit``, a tap count
    /// outside 1...10, a non-positive magnification, a negative duration), or nil when it can.
    public var problem: String? {
        let numbers: [Double] = [
            location.x, location.y, startLocation.x, startLocation.y, globalLocation.x, globalLocation.y,
            globalStartLocation.x, globalStartLocation.y, velocity.width, velocity.height, duration, magnification,
            rotation,
        ]
        guard numbers.allSatisfy({ $0.isFinite && abs($0) <= Self.limit }) else {
            return "gesture numbers must be finite and within \(Int(Self.limit))"
        }
        guard time.timeIntervalSince1970.isFinite else { return "gesture time must be finite" }
        guard (1...10).contains(count) else { return "tap count must be 1 to 10" }
        guard duration >= 0 else { return "press duration must not be negative" }
        guard magnification > 0 else { return "magnification must be positive" }
        return nil
    }
}
