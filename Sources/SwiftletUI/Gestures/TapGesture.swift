import Foundation

/// A gesture that ends when the view is tapped `count` times, as in SwiftUI. With a single tap and
/// a double tap on one view the host waits for the second tap before it reports a single one.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    /// The number of taps (1 to 10).
    public var count: Int

    /// A gesture of `count` taps.
    public nonisolated init(count: Int = 1) { self.count = count }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Void> {
        input.kind == .tap && input.count == clampedTapCount(count) ? .ended(()) : .ignored
    }

    func tokens(into tokens: inout [String]) { tokens.append("tap:\(clampedTapCount(count))") }
}

/// A tap that reports where it happened, as in SwiftUI.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// Where the tap happened.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps (1 to 10).
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace

    /// A spatial tap of `count` taps reported in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A spatial tap of `count` taps reported in `coordinateSpace` (iOS 17 spelling).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        guard input.kind == .tap, input.count == clampedTapCount(count) else { return .ignored }
        return .ended(Value(location: input.location(in: coordinateSpace)))
    }

    func tokens(into tokens: inout [String]) { tokens.append("tap:\(clampedTapCount(count))") }
}

/// A tap count the host recognises.
func clampedTapCount(_ count: Int) -> Int { min(max(count, 1), 10) }
