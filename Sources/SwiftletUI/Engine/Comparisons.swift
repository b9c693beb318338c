/// The typed comparisons a ``ComparisonPlan`` is made of. Each reads the two values in place at the
/// given addresses; none copies a value except where an existential must be opened.
@MainActor
enum Comparisons {
    static func equatable<T: Equatable>(_: T.Type) -> RawComparison {
        { lhs, rhs in lhs.assumingMemoryBound(to: T.self).pointee == rhs.assumingMemoryBound(to: T.self).pointee }
    }

    static func graphComparable<T: GraphComparable>(_: T.Type) -> RawComparison {
        { lhs, rhs in
            lhs.assumingMemoryBound(to: T.self).pointee.isGraphEqual(to: rhs.assumingMemoryBound(to: T.self).pointee)
        }
    }

    /// Class references: the same instance (the reference bits, never loaded, so `unowned` works too).
    static let identity: RawComparison = { lhs, rhs in lhs.load(as: UInt.self) == rhs.load(as: UInt.self) }

    /// Plain data of `size` bytes.
    static func bytes(_ size: Int) -> RawComparison {
        switch size {
        case 0: return { _, _ in true }
        case 1: return { lhs, rhs in lhs.load(as: UInt8.self) == rhs.load(as: UInt8.self) }
        case 8: return { lhs, rhs in lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self) }
        default:
            return { lhs, rhs in
                for index in 0..<size
                where lhs.load(fromByteOffset: index, as: UInt8.self)
                    != rhs.load(fromByteOffset: index, as: UInt8.self)
                {
                    return false
                }
                return true
            }
        }
    }

    /// The size in bytes of a value of `type`.
    static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }

    /// An existential (`any P`, `Any`, `AnyObject`): equal when both hold the same dynamic type and
    /// that type's plan says equal.
    static func dynamic<T>(_: T.Type) -> RawComparison {
        { lhs, rhs in
            let left: Any = lhs.assumingMemoryBound(to: T.self).pointee
            let right: Any = rhs.assumingMemoryBound(to: T.self).pointee
            return Equality.values(left, right)
        }
    }

    /// `any View` (the views of a ``TupleView``, `AnyView`): the same rule as ``dynamic(_:)``, with
    /// both existentials opened in place rather than re-boxed as `Any` and cast back.
    static let dynamicView: RawComparison = { lhs, rhs in
        Equality.views(
            lhs.assumingMemoryBound(to: (any View).self).pointee, rhs.assumingMemoryBound(to: (any View).self).pointee)
    }

    /// `Mirror`, for types whose layout the plan cannot describe; every use is counted.
    static func reflection<T>(_: T.Type) -> RawComparison {
        { lhs, rhs in
            ComparisonPlans.countReflection()
            return ReflectionComparison.values(
                lhs.assumingMemoryBound(to: T.self).pointee, rhs.assumingMemoryBound(to: T.self).pointee)
        }
    }
}

/// `Optional`: both nil, or both wrapped values equal under the wrapped type's plan.
protocol OptionalComparison {
    @MainActor static func comparison() -> RawComparison
}

extension Optional: OptionalComparison {
    @MainActor static func comparison() -> RawComparison {
        let wrapped = ComparisonPlans.plan(for: Wrapped.self)
        return { lhs, rhs in
            switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
            case (nil, nil): return true
            case (let left?, let right?):
                return withUnsafePointer(to: left) { l in withUnsafePointer(to: right) { r in wrapped.compare(l, r) } }
            default: return false
            }
        }
    }
}

/// Collections whose elements are not `Equatable`: compared element by element.
protocol ElementsComparison {
    @MainActor static func comparison() -> RawComparison
}

extension Array: ElementsComparison {
    @MainActor static func comparison() -> RawComparison {
        let element = ComparisonPlans.plan(for: Element.self)
        return { lhs, rhs in
            let left = lhs.assumingMemoryBound(to: [Element].self).pointee
            let right = rhs.assumingMemoryBound(to: [Element].self).pointee
            guard left.count == right.count else { return false }
            return left.withUnsafeBufferPointer { l in
                right.withUnsafeBufferPointer { r in
                    for index in 0..<l.count where !element.compare(l.baseAddress! + index, r.baseAddress! + index) {
                        return false
                    }
                    return true
                }
            }
        }
    }
}

extension Dictionary: ElementsComparison {
    @MainActor static func comparison() -> RawComparison {
        let value = ComparisonPlans.plan(for: Value.self)
        return { lhs, rhs in
            let left = lhs.assumingMemoryBound(to: [Key: Value].self).pointee
            let right = rhs.assumingMemoryBound(to: [Key: Value].self).pointee
            guard left.count == right.count else { return false }
            for (key, leftValue) in left {
                guard let rightValue = right[key] else { return false }
                let equal = withUnsafePointer(to: leftValue) { l in
                    withUnsafePointer(to: rightValue) { r in value.compare(l, r) }
                }
                if !equal { return false }
            }
            return true
        }
    }
}
