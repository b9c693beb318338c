/// How the engine decides that a new view value equals the previous one.
///
/// 1. A type's `Equatable` conformance is always honoured, for views and for the values they hold,
///    whether or not the type is trivially copyable (SwiftUI ignores `==` for such types; we do not).
/// 2. Otherwise stored properties are compared one by one (computed properties do not exist for the
///    comparison). `@State`, `@StateObject`, `@Environment` and `@EnvironmentObject` storage is
///    skipped; `@ObservedObject` compares object identity; bindings to `@State` compare by the
///    storage they point at.
/// 3. Class instances compare by identity; enums by case and payload; collections element-wise.
/// 4. Closures and anything else that cannot be compared count as changed. A view that stores a
///    closure therefore re-evaluates whenever its parent does, unless it is `Equatable`.
enum Equality {
    /// `==` for `T` when `T` is `Equatable`, else nil.
    static func function<T>(for type: T.Type) -> ((T, T) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        return { lhs, rhs in isEqual(equatable, lhs, rhs) }
    }

    /// `lhs == rhs` when both are values of one `Equatable` type; nil when the type is not `Equatable`.
    static func equatable(_ lhs: Any, _ rhs: Any) -> Bool? {
        guard let equatable = type(of: lhs) as? any Equatable.Type else { return nil }
        return isEqual(equatable, lhs, rhs)
    }

    private static func isEqual<T: Equatable>(_ type: T.Type, _ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    /// Whether two view values of the same type count as equal (see the type's documentation).
    @MainActor static func views(_ lhs: any View, _ rhs: any View) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let result = equatable(lhs, rhs) { return result }
        return storedProperties(lhs, rhs)
    }

    /// Compares the stored properties of two values of one type, skipping graph storage.
    @MainActor static func storedProperties(_ lhs: Any, _ rhs: Any) -> Bool {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard left.children.count == right.children.count else { return false }
        for (leftChild, rightChild) in zip(left.children, right.children) {
            if leftChild.value is GraphSkippedInComparison { continue }
            if !values(leftChild.value, rightChild.value) { return false }
        }
        return true
    }

    /// Whether two stored values count as equal.
    @MainActor static func values(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let comparable = lhs as? GraphComparable { return comparable.isGraphEqual(to: rhs) }
        if let result = equatable(lhs, rhs) { return result }
        if lhs is GraphSkippedInComparison { return true }
        let left = Mirror(reflecting: lhs)
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .struct, .tuple:
            return storedProperties(lhs, rhs)
        case .enum:
            let right = Mirror(reflecting: rhs)
            guard left.children.count == right.children.count else { return false }
            if left.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
            for (l, r) in zip(left.children, right.children) {
                guard l.label == r.label, values(l.value, r.value) else { return false }
            }
            return true
        case .optional:
            let right = Mirror(reflecting: rhs)
            switch (left.children.first, right.children.first) {
            case (nil, nil): return true
            case (let l?, let r?): return values(l.value, r.value)
            default: return false
            }
        case .collection, .set, .dictionary:
            let right = Mirror(reflecting: rhs)
            guard left.children.count == right.children.count else { return false }
            for (l, r) in zip(left.children, right.children) where !values(l.value, r.value) { return false }
            return true
        default:
            if let lhsType = lhs as? any Any.Type, let rhsType = rhs as? any Any.Type {
                return ObjectIdentifier(lhsType) == ObjectIdentifier(rhsType)
            }
            // Closures and opaque values cannot be compared: count them as changed.
            return false
        }
    }
}
