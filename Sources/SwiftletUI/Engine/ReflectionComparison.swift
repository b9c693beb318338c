/// The `Mirror` comparison, used only for types a ``ComparisonPlan`` cannot describe (enums that
/// hold references and are not `Equatable`, opaque types). Children are compared with
/// ``Equality/values(_:_:)``, so their own plans apply.
@MainActor
enum ReflectionComparison {
    static func values(_ lhs: Any, _ rhs: Any) -> Bool {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .enum:
            guard left.children.count == right.children.count else { return false }
            if left.children.isEmpty { return String(describing: lhs) == String(describing: rhs) }
            for (l, r) in zip(left.children, right.children) {
                guard l.label == r.label, Equality.values(l.value, r.value) else { return false }
            }
            return true
        case .optional:
            switch (left.children.first, right.children.first) {
            case (nil, nil): return true
            case (let l?, let r?): return Equality.values(l.value, r.value)
            default: return false
            }
        case .struct, .tuple, .collection, .set, .dictionary:
            guard left.children.count == right.children.count else { return false }
            for (l, r) in zip(left.children, right.children) where !Equality.values(l.value, r.value) {
                return false
            }
            return true
        default:
            // Closures and opaque values cannot be compared: count them as changed.
            return false
        }
    }
}
