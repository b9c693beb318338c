import Foundation

/// Where a continuous hover is, as in SwiftUI.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// `.onHover`: `true` when the pointer enters the view, `false` when it leaves. Host token `hover`.
struct HoverModifier: GestureHandlingModifier {
    let action: (Bool) -> Void

    var gesturePriority: GesturePriority { .simultaneous }
    var gestureTokens: [String] { ["hover@s"] }

    func receiveGesture(_ input: GestureInput, node: ModifierNode) -> Bool {
        guard input.kind == .hover else { return false }
        switch input.phase {
        case .began: action(true)
        case .ended, .cancelled: action(false)
        case .changed: return false
        }
        return true
    }
}

/// `.onContinuousHover`: the pointer's location while it is over the view (at most one report per
/// animation frame), then `.ended`. Host token `hoverMove`.
struct ContinuousHoverModifier: GestureHandlingModifier {
    let coordinateSpace: CoordinateSpace
    let action: (HoverPhase) -> Void

    var gesturePriority: GesturePriority { .simultaneous }
    var gestureTokens: [String] { ["hoverMove@s"] }

    func receiveGesture(_ input: GestureInput, node: ModifierNode) -> Bool {
        guard input.kind == .hover else { return false }
        switch input.phase {
        case .began, .changed: action(.active(input.location(in: coordinateSpace)))
        case .ended, .cancelled: action(.ended)
        }
        return true
    }
}

extension View {
    /// Runs `action` with `true` when the pointer enters the view and `false` when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        builtin(HoverModifier(action: action))
    }

    /// Runs `action` with the pointer's location in `coordinateSpace` while it moves over the view,
    /// and with `.ended` when it leaves.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        builtin(ContinuousHoverModifier(coordinateSpace: coordinateSpace, action: action))
    }

    /// The iOS 17 spelling: `coordinateSpace: .global`.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}
