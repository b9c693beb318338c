import Foundation

extension View {
    /// Attaches `gesture`. On one view the innermost `.gesture` that recognises an input wins; a
    /// subview's gesture wins over its container's. `mask` turns off the gesture (`.subviews`) or
    /// the subviews' gestures (`.gesture`).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        builtin(GestureModifier(gesture: gesture, gesturePriority: .normal, mask: mask))
    }

    /// Attaches `gesture` while `isEnabled` is true.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        builtin(GestureModifier(gesture: gesture, gesturePriority: .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches `gesture` so that it is recognised together with the view's other gestures and its
    /// subviews'.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        builtin(GestureModifier(gesture: gesture, gesturePriority: .simultaneous, mask: mask))
    }

    /// Attaches `gesture` so that it wins over the view's other gestures and its subviews'.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        builtin(GestureModifier(gesture: gesture, gesturePriority: .high, mask: mask))
    }

    /// Runs `action` when the view is tapped `count` times. A view with a single and a double tap
    /// gesture reports a single tap only once the time for a second tap has passed.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped `count`
    /// times.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// The iOS 17 spelling: `coordinateSpace: .global`.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }

    /// Runs `action` when a press on the view lasts `minimumDuration` seconds without moving more
    /// than `maximumDistance` points (while still pressed), and `onPressingChanged` with `true` when
    /// the press begins and `false` when it ends.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressActionGesture(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
                pressing: onPressingChanged))
    }

    /// The older spelling, with `pressing` before `perform`.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}
