import Foundation

/// A gesture that succeeds when a press lasts `minimumDuration` seconds without the pointer moving
/// more than `maximumDistance` points, as in SwiftUI. Its value is `true` while pressed: `.updating`
/// sees `true` when the press begins, `.onEnded` runs when the duration is reached (while still
/// pressed); lifting the pointer or moving too far earlier makes it fail.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the press fails, in points.
    public var maximumDistance: CGFloat

    public nonisolated init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Bool> {
        switch input.kind {
        case .press where input.phase == .began:
            store[path, as: Bool.self] = true
            return .changed(true)
        case .press:
            guard store[path, as: Bool.self] == true else { return .ignored }
            store.reset(path)
            return .failed
        case .longPress where pressDurationMatches(input.duration, minimumDuration):
            store.reset(path)
            return .ended(true)
        default:
            return .ignored
        }
    }

    func tokens(into tokens: inout [String]) { tokens.append(pressToken(minimumDuration, maximumDistance)) }
}

/// The host token of a long press: `press:SECONDS:POINTS`.
func pressToken(_ duration: Double, _ distance: CGFloat) -> String {
    let seconds = duration.isFinite ? max(duration, 0) : 0.5
    let points = distance.isFinite ? max(distance, 0) : 10
    return "press:\(attributeNumber(seconds)):\(attributeNumber(points))"
}

/// Whether a reported press duration is the one a long press waits for (as its token wrote it).
func pressDurationMatches(_ reported: Double, _ minimum: Double) -> Bool {
    let wanted = Double(attributeNumber(minimum.isFinite ? max(minimum, 0) : 0.5)) ?? minimum
    return abs(reported - wanted) < 0.0005
}

/// `.onLongPressGesture`: runs `pressing(true)` when a press begins, `action` when it has lasted
/// long enough, and `pressing(false)` when it ends (lifted, moved too far, or after the action).
struct LongPressActionGesture: Gesture, PrimitiveGesture {
    typealias Value = Void
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Void> {
        switch input.kind {
        case .press where input.phase == .began:
            store[path, as: Bool.self] = true
            pressing?(true)
            return .possible
        case .press:
            guard store[path, as: Bool.self] != nil else { return .ignored }
            store.reset(path)
            pressing?(false)
            return .failed
        case .longPress where pressDurationMatches(input.duration, minimumDuration):
            action()
            return .ended(())
        default:
            return .ignored
        }
    }

    func tokens(into tokens: inout [String]) { tokens.append(pressToken(minimumDuration, maximumDistance)) }
}
