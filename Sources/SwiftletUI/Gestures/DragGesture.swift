import Foundation

/// A gesture that follows the pointer while it is pressed and has moved at least
/// `minimumDistance` points, as in SwiftUI. `.onChanged` sees each change (the host reports at
/// most one per animation frame), `.onEnded` the value when the pointer is lifted.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// When the host saw the pointer here.
        public var time: Date
        /// The pointer's location.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// The pointer's velocity, in points per second.
        public var velocity: CGSize

        /// `location` minus `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the pointer would stop if lifted now and left to slow down like a scroll view
        /// (velocity × 0.5 s, UIKit's normal deceleration rate).
        public var predictedEndLocation: CGPoint {
            CGPoint(
                x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        }

        /// `predictedEndLocation` minus `startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(
                width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// Seconds of travel a lifted pointer's velocity is projected over: a scroll view's
        /// deceleration rate 0.998 per millisecond stops after rate / (1 − rate) ms ≈ 0.5 s.
        static let projection: CGFloat = 0.998 / (1000 * (1 - 0.998))
    }

    /// How far the pointer must move before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The space locations are reported in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points, reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// The iOS 17 spelling: `coordinateSpace: .global`, `.named("board")`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        guard input.kind == .drag else { return .ignored }
        let active = store[path, as: Bool.self] == true
        let value = Value(
            time: input.time, location: input.location(in: coordinateSpace),
            startLocation: input.startLocation(in: coordinateSpace), velocity: input.velocity)
        switch input.phase {
        case .began, .changed:
            let distance = hypot(input.location.x - input.startLocation.x, input.location.y - input.startLocation.y)
            guard active || distance >= threshold else { return .possible }
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

    /// The minimum distance as the host uses it (negative or NaN: 0).
    var threshold: CGFloat { minimumDistance.isFinite ? max(minimumDistance, 0) : 0 }

    func tokens(into tokens: inout [String]) { tokens.append("drag:\(attributeNumber(threshold))") }
}
