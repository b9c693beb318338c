import Foundation

/// A pinch, as in SwiftUI: `magnification` is the scale since it began. The browser reports two
/// pointers moving apart or together (two fingers on a touch screen) and Ctrl + wheel (a
/// trackpad's pinch in Chromium); see docs/compatibility.md.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// The state of a pinch.
    public struct Value: Equatable, Sendable {
        /// When the host saw it.
        public var time: Date
        /// The scale since the pinch began (1 is unchanged).
        public var magnification: CGFloat
        /// How fast the scale changes, per second (0: the host does not report it).
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view (the centre: the host does not report it).
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view's space.
        public var startLocation: CGPoint
    }

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        guard input.kind == .magnify else { return .ignored }
        let value = Value(
            time: input.time, magnification: input.magnification, velocity: 0, startAnchor: .center,
            startLocation: input.startLocation)
        return continuousStep(
            input, at: path, in: store, value: value,
            beyondMinimum: abs(input.magnification - 1) >= minimumScaleDelta)
    }

    func tokens(into tokens: inout [String]) { tokens.append("magnify") }
}

/// The older name of a pinch whose value is the magnification alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).receive(input, at: path, in: store).map(\.magnification)
    }

    func tokens(into tokens: inout [String]) { tokens.append("magnify") }
}

/// A two-finger rotation, as in SwiftUI: `rotation` is the angle since it began. The browser
/// reports two pointers turning around each other (a touch screen) and Alt + wheel (15° a notch);
/// see docs/compatibility.md.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// The state of a rotation.
    public struct Value: Equatable, Sendable {
        /// When the host saw it.
        public var time: Date
        /// The angle since the rotation began.
        public var rotation: Angle
        /// How fast the angle changes, per second (zero: the host does not report it).
        public var velocity: Angle
        /// Where the rotation began, as a unit point of the view (the centre).
        public var startAnchor: UnitPoint
        /// Where the rotation began, in the view's space.
        public var startLocation: CGPoint
    }

    /// How far the angle must change before the gesture begins.
    public var minimumAngleDelta: Angle

    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        guard input.kind == .rotate else { return .ignored }
        let value = Value(
            time: input.time, rotation: .radians(input.rotation), velocity: .zero, startAnchor: .center,
            startLocation: input.startLocation)
        return continuousStep(
            input, at: path, in: store, value: value, beyondMinimum: abs(input.rotation) >= minimumAngleDelta.radians)
    }

    func tokens(into tokens: inout [String]) { tokens.append("rotate") }
}

/// The older name of a rotation whose value is the angle alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    /// How far the angle must change before the gesture begins.
    public var minimumAngleDelta: Angle

    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).receive(input, at: path, in: store).map(\.rotation)
    }

    func tokens(into tokens: inout [String]) { tokens.append("rotate") }
}

/// The step of a gesture that begins once its change passes a minimum and ends when the host says.
@MainActor
func continuousStep<Value>(
    _ input: GestureInput, at path: String, in store: GestureStore, value: Value, beyondMinimum: Bool
) -> GestureStep<Value> {
    let active = store[path, as: Bool.self] == true
    switch input.phase {
    case .began, .changed:
        guard active || beyondMinimum else { return .possible }
        store[path, as: Bool.self] = true
        return .changed(value)
    case .ended:
        store.reset(path)
        return active ? .ended(value) : .failed
    case .cancelled:
        store.reset(path)
        return active ? .failed : .ignored
    }
}
