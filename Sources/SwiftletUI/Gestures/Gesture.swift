import Foundation

/// A gesture, as in SwiftUI: a primitive one (`TapGesture`, `LongPressGesture`, `DragGesture`,
/// `MagnifyGesture`, `RotateGesture`, `SpatialTapGesture`), a modified one (`.onChanged`,
/// `.onEnded`, `.updating`, `.map`) or a combination (`.simultaneously(with:)`,
/// `.sequenced(before:)`, `.exclusively(before:)`). Attach it with `.gesture(_:including:)`,
/// `.simultaneousGesture(_:including:)` or `.highPriorityGesture(_:including:)`.
///
/// The host recognises the pointer (see `GestureInput`) and the engine runs the gesture's
/// callbacks on the main actor when the node receives it; a gesture of your own declares a `body`
/// made of other gestures.
@MainActor
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of (primitive gestures have none).
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// How a gesture answered one input.
enum GestureStep<Value> {
    /// The input is not for this gesture (another kind, another tap count, not started).
    case ignored
    /// Taken, but the gesture has no value yet (a drag below its minimum distance).
    case possible
    /// The gesture changed to this value.
    case changed(Value)
    /// The gesture ended successfully with this value.
    case ended(Value)
    /// The gesture ended without succeeding (released too early, cancelled).
    case failed

    /// The same step with its value mapped.
    func map<T>(_ transform: (Value) -> T) -> GestureStep<T> {
        switch self {
        case .ignored: .ignored
        case .possible: .possible
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    /// Whether the gesture has finished (successfully or not).
    var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        default: false
        }
    }
}

/// The state of the gestures of one modifier between inputs (a drag in progress, the stage of a
/// sequence), keyed by each gesture's position in the modifier's gesture tree.
@MainActor
final class GestureStore {
    private var values: [String: Any] = [:]

    subscript<T>(path: String, as type: T.Type) -> T? {
        get { values[path] as? T }
        set { values[path] = newValue }
    }

    /// Forgets the state of the gesture at `path` and of every gesture inside it.
    func reset(_ path: String) {
        values = values.filter { !$0.key.hasPrefix(path) }
    }
}

/// A gesture that answers host input itself; every gesture type of this module is one. A user's
/// gesture answers through its `body`.
@MainActor
protocol PrimitiveGesture: Gesture {
    /// Answers `input`; `path` names this gesture's state in `store`.
    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value>
    /// The host recognisers this gesture needs (see `GestureModifier.tokens`).
    func tokens(into tokens: inout [String])
}

extension Gesture {
    /// `self`'s answer to `input`, through its body for a user's gesture.
    func gestureReceive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.openReceive(input, at: path, in: store) as? GestureStep<Value> ?? .ignored
        }
        if Body.self == Never.self { return .ignored }
        return Self.typed(body.gestureReceive(input, at: path + "b", in: store))
    }

    /// The host recognisers `self` needs.
    func gestureTokens(into tokens: inout [String]) {
        if let primitive = self as? any PrimitiveGesture {
            primitive.tokens(into: &tokens)
        } else if Body.self != Never.self {
            body.gestureTokens(into: &tokens)
        }
    }

    /// A step of another gesture whose value has this gesture's type (a user's gesture's body);
    /// anything else is ignored.
    private static func typed<T>(_ step: GestureStep<T>) -> GestureStep<Value> {
        if let same = step as? GestureStep<Value> { return same }
        switch step {
        case .possible: return .possible
        case .failed: return .failed
        default: return .ignored
        }
    }
}

extension PrimitiveGesture {
    fileprivate func openReceive(_ input: GestureInput, at path: String, in store: GestureStore) -> Any {
        receive(input, at: path, in: store)
    }

    /// Primitive gestures have no body; the engine never asks for it.
    func primitiveGestureBody() -> Never {
        fatalError("\(Self.self) is a primitive gesture; its body is never evaluated")
    }
}
