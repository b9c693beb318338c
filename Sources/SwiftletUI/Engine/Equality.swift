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
///
/// The rules are applied through a ``ComparisonPlan`` built once per type from its field layout, so
/// comparing runs no reflection; `Mirror` is the counted fallback for types the plan cannot describe.
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

    /// Whether two view values count as equal (see the type's documentation). Comparisons that had
    /// to fall back to `Mirror` are counted in `log`.
    @MainActor static func views(_ lhs: any View, _ rhs: any View, log: EvaluationLog? = nil) -> Bool {
        let before = ComparisonPlans.reflectionComparisons
        let equal = sameView(lhs, rhs)
        countReflections(since: before, of: type(of: lhs), in: log)
        return equal
    }

    /// ``views(_:_:log:)`` for two values of one type (the caller checked) whose plan is known. Both
    /// are compared where they lie: a box shared with another copy of the value is not copied.
    @MainActor static func views(_ lhs: any View, _ rhs: any View, plan: ComparisonPlan, log: EvaluationLog?) -> Bool {
        let before = ComparisonPlans.reflectionComparisons
        let equal = openingRight(lhs, rhs, compare: plan.compareInPlace)
        countReflections(since: before, of: type(of: lhs), in: log)
        return equal
    }

    private static func openingRight<V: View>(_ lhs: V, _ rhs: any View, compare: InPlaceComparison) -> Bool {
        bothOpened(lhs, rhs, compare: compare)
    }

    // Nonisolated, so the closures below are too and Swift 6 puts no executor check in them; called
    // only from main-actor functions (see `ComparisonPlan.compareInPlace`). Raw bytes rather than
    // typed pointers: no `UnsafePointer<V>` metadata to look up per call. A value of size 0 has
    // nothing to compare.
    private static func bothOpened<V, W>(_ lhs: V, _ rhs: W, compare: InPlaceComparison) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                return compare(left, right)
            }
        }
    }

    /// Compares the value `stored` holds with `new` (a value of the same type, which the caller
    /// checked) like ``views(_:_:log:)``, then moves `new` into `stored`'s own storage: the
    /// existential is opened in place and nothing is boxed or allocated.
    @MainActor static func exchange<V: View>(
        _ stored: inout any View, with new: __owned V, plan: ComparisonPlan, log: EvaluationLog?
    ) -> Bool {
        let before = ComparisonPlans.reflectionComparisons
        let equal = exchangeOpened(&stored, with: new, plan: plan)
        countReflections(since: before, of: V.self, in: log)
        return equal
    }

    @MainActor private static func countReflections(since before: Int, of type: Any.Type, in log: EvaluationLog?) {
        if let log, ComparisonPlans.reflectionComparisons != before { log.recordReflection(type) }
    }

    // The addresses come from `&` arguments (pointers valid for the call), not from
    // `withUnsafeBytes`/`withUnsafeMutablePointer`: a main-actor closure passed to those runs a
    // check of the current executor on every call (Swift 6's dynamic isolation checks), which was
    // 6 % of a tick that compares 1,000 unchanged rows.
    @MainActor private static func exchangeOpened<Stored, V>(
        _ stored: inout Stored, with new: __owned V, plan: ComparisonPlan
    ) -> Bool {
        var new = new
        let equal = compare(&stored, &new, plan: plan)
        swapValues(&stored, &new)
        return equal
    }

    @MainActor @inline(__always) private static func compare<A, B>(
        _ lhs: UnsafePointer<A>, _ rhs: UnsafePointer<B>, plan: ComparisonPlan
    ) -> Bool {
        plan.compare(UnsafeRawPointer(lhs), UnsafeRawPointer(rhs))
    }

    /// Exchanges two values of one type (`A` and `B` are the same type; the caller checked).
    @inline(__always) private static func swapValues<A, B>(
        _ lhs: UnsafeMutablePointer<A>, _ rhs: UnsafeMutablePointer<B>
    ) {
        swap(&UnsafeMutableRawPointer(lhs).assumingMemoryBound(to: B.self).pointee, &rhs.pointee)
    }

    @MainActor private static func sameView<V: View>(_ lhs: V, _ rhs: any View) -> Bool {
        sameView(lhs, opened: rhs)
    }

    @MainActor private static func sameView<V: View, W: View>(_ lhs: V, opened rhs: W) -> Bool {
        sameValue(lhs, opened: rhs)
    }

    /// Compares two values whose types were opened from existentials, in place.
    @MainActor private static func sameValue<V, W>(_ lhs: V, opened rhs: W) -> Bool {
        guard V.self == W.self else { return false }
        return bothOpened(lhs, rhs, compare: ComparisonPlans.plan(for: V.self).compareInPlace)
    }

    /// Whether two stored values count as equal (any types; different dynamic types never are).
    @MainActor static func values(_ lhs: Any, _ rhs: Any) -> Bool {
        let dynamicType = type(of: lhs)
        guard dynamicType == type(of: rhs) else { return false }
        return ComparisonPlans.plan(for: dynamicType).compareValues(lhs, rhs)
    }
}
