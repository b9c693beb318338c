/// Two gestures recognised at the same time (`.simultaneously(with:)`): its value holds the latest
/// value of each (nil until that one changed). It changes when either changes and ends when
/// neither is still in progress and at least one ended successfully.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The latest values of the two gestures.
    public struct Value {
        /// The first gesture's value, nil until it changed.
        public var first: First.Value?
        /// The second gesture's value, nil until it changed.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        let one = first.gestureReceive(input, at: path + "1", in: store)
        let two = second.gestureReceive(input, at: path + "2", in: store)
        var value = store[path + "v", as: Value.self] ?? Value(first: nil, second: nil)
        var progress = store[path + "p", as: [Bool].self] ?? [false, false]
        var succeeded = store[path + "s", as: Bool.self] ?? false
        func note<T>(_ step: GestureStep<T>, _ index: Int, _ set: (T) -> Void) {
            switch step {
            case .changed(let new):
                set(new)
                progress[index] = true
            case .possible: progress[index] = true
            case .ended(let new):
                set(new)
                progress[index] = false
                succeeded = true
            case .failed: progress[index] = false
            case .ignored: break
            }
        }
        note(one, 0) { value.first = $0 }
        note(two, 1) { value.second = $0 }
        if case .ignored = one, case .ignored = two { return .ignored }
        if progress.contains(true) {
            store[path + "v", as: Value.self] = value
            store[path + "p", as: [Bool].self] = progress
            store[path + "s", as: Bool.self] = succeeded
            let changed = [one.isValueStep, two.isValueStep].contains(true)
            return changed ? .changed(value) : .possible
        }
        store.reset(path)
        return succeeded ? .ended(value) : .failed
    }

    func tokens(into tokens: inout [String]) {
        first.gestureTokens(into: &tokens)
        second.gestureTokens(into: &tokens)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first of two gestures that can be recognised (`.exclusively(before:)`): while the first
/// takes the input the second gets none; an input the first ignores (or fails on) goes to the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture was recognised, with its value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    /// The preferred gesture.
    public var first: First
    /// The gesture recognised when the first is not.
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        if store[path + "x", as: Bool.self] != true {
            let one = first.gestureReceive(input, at: path + "1", in: store)
            switch one {
            case .ignored, .failed: break
            default:
                if one.isFinal { store.reset(path + "x") } else { store[path + "x", as: Bool.self] = false }
                return one.map(Value.first)
            }
        }
        let two = second.gestureReceive(input, at: path + "2", in: store)
        if two.isFinal {
            store.reset(path + "x")
        } else if case .ignored = two {
        } else {
            store[path + "x", as: Bool.self] = true
        }
        return two.map(Value.second)
    }

    func tokens(into tokens: inout [String]) {
        first.gestureTokens(into: &tokens)
        second.gestureTokens(into: &tokens)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture, then another (`.sequenced(before:)`): the second starts only after the first
/// ended successfully, as a long press followed by a drag in one press. Lifting the pointer before
/// the second began makes the sequence fail.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The stage of the sequence.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first ended with its value; the second has this value (nil until it changed).
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after it.
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var body: Never { primitiveGestureBody() }

    func receive(_ input: GestureInput, at path: String, in store: GestureStore) -> GestureStep<Value> {
        guard let done = store[path + "f", as: First.Value.self] else {
            switch first.gestureReceive(input, at: path + "1", in: store) {
            case .ignored: return .ignored
            case .possible: return .possible
            case .changed(let value): return .changed(.first(value))
            case .failed:
                store.reset(path)
                return .failed
            case .ended(let value):
                store[path + "f", as: First.Value.self] = value
                return .changed(.second(value, nil))
            }
        }
        let step = second.gestureReceive(input, at: path + "2", in: store)
        switch step {
        case .changed(let value):
            store[path + "a", as: Bool.self] = true
            return .changed(.second(done, value))
        case .ended(let value):
            store.reset(path)
            return .ended(.second(done, value))
        case .failed:
            store.reset(path)
            return .failed
        case .possible: return .possible
        case .ignored:
            // The pointer was lifted before the second gesture began.
            let lifted =
                (input.kind == .press || input.kind == .drag) && (input.phase == .ended || input.phase == .cancelled)
            guard lifted, store[path + "a", as: Bool.self] != true else { return .ignored }
            store.reset(path)
            return .failed
        }
    }

    func tokens(into tokens: inout [String]) {
        first.gestureTokens(into: &tokens)
        second.gestureTokens(into: &tokens)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension GestureStep {
    /// Whether the step carries a value (`changed` or `ended`).
    var isValueStep: Bool {
        switch self {
        case .changed, .ended: true
        default: false
        }
    }
}

extension Gesture {
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture if it is recognised, else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
