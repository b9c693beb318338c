@_spi(Reflection) import Swift

/// Compares the values of one type stored at two addresses (both initialised, same type).
typealias RawComparison = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// A ``RawComparison`` typed as nonisolated (see ``ComparisonPlan/compareInPlace``).
typealias InPlaceComparison = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// How the engine compares values of one type, worked out once per type and cached (see
/// ``Equality`` for the rules). Building a plan reads the type's field layout once; comparing two
/// values then runs typed closures over field offsets, with no reflection. Only types the layout
/// cannot describe (enums that are neither `Equatable`, `Optional` nor plain data, and opaque
/// types) compare through `Mirror`, counted in ``ComparisonPlans/reflectionComparisons``.
@MainActor
final class ComparisonPlan {
    /// What a plan does, for tests and diagnostics.
    enum Strategy: Equatable {
        /// `Equatable.==`.
        case equatable
        /// The engine's own rule (`Binding`, `@ObservedObject`).
        case graphComparable
        /// Storage the comparison skips (`@State`, `@Environment`, ...): always equal.
        case skipped
        /// Stored properties one by one (structs and tuples); the count of compared fields.
        case fields(Int)
        /// Class instances by identity.
        case identity
        /// Plain data (enums without `Equatable`, metatypes) by bytes.
        case bytes
        /// `Optional`: both nil, or both wrapped values equal.
        case optional
        /// Collections element by element.
        case elements
        /// An existential (`any P`, `Any`): the dynamic types, then their plan.
        case dynamic
        /// Closures and other values that cannot be compared: never equal.
        case never
        /// `Mirror` (counted).
        case reflection
    }

    let type: Any.Type
    private(set) var strategy: Strategy = .never
    /// Compares two values of `type`. Set once the plan is built (recursive types reach a plan
    /// under construction through collections, which call it only when comparing).
    private(set) var compare: RawComparison = { _, _ in false }
    /// `compare` typed as nonisolated, to be called only on the main actor, synchronously: from a
    /// closure given to `withUnsafeBytes` inside a main-actor function. A main-actor closure there
    /// would check the current executor on every call (Swift 6's dynamic isolation checks); this one
    /// runs the same main-actor code without the check, which holds because its caller is on the
    /// main actor. Converted once per plan, so a comparison allocates no reabstraction thunks.
    nonisolated(unsafe) private(set) var compareInPlace: InPlaceComparison = { _, _ in false }
    /// For `.fields`: the compared stored properties, nested structs flattened.
    private(set) var fields: [ComparedField] = []
    private(set) var isBuilt = false

    init(type: Any.Type) { self.type = type }

    func set(_ strategy: Strategy, _ compare: @escaping RawComparison) {
        self.strategy = strategy
        self.compare = compare
        compareInPlace = unsafeBitCast(compare, to: InPlaceComparison.self)
        isBuilt = true
    }

    func setFields(_ fields: [ComparedField]) {
        self.fields = fields
        switch fields.count {
        case 0:
            set(.fields(0)) { _, _ in true }
        case 1 where fields[0].offset == 0:
            set(.fields(1), fields[0].compare)
        // Small structs (most views and rows) capture their fields one by one: calling a captured
        // closure needs no retain of it, where reading one out of an array does.
        case 1:
            let first = fields[0]
            set(.fields(1)) { lhs, rhs in first.compare(lhs + first.offset, rhs + first.offset) }
        case 2:
            let (first, second) = (fields[0], fields[1])
            set(.fields(2)) { lhs, rhs in
                first.compare(lhs + first.offset, rhs + first.offset)
                    && second.compare(lhs + second.offset, rhs + second.offset)
            }
        case 3:
            let (first, second, third) = (fields[0], fields[1], fields[2])
            set(.fields(3)) { lhs, rhs in
                first.compare(lhs + first.offset, rhs + first.offset)
                    && second.compare(lhs + second.offset, rhs + second.offset)
                    && third.compare(lhs + third.offset, rhs + third.offset)
            }
        default:
            let all = ContiguousArray(fields)
            set(.fields(fields.count)) { lhs, rhs in
                for field in all where !field.compare(lhs + field.offset, rhs + field.offset) { return false }
                return true
            }
        }
    }

    /// The comparison to embed in another plan: the closure itself once built, else a call through
    /// this plan (a recursive type reaching itself while it is being built).
    var compareEntry: RawComparison {
        if isBuilt { return compare }
        return { [self] lhs, rhs in compare(lhs, rhs) }
    }

    /// Compares two values of `type` held in `Any` boxes (nested existentials are looked through).
    func compareValues(_ lhs: Any, _ rhs: Any) -> Bool {
        if boxedComparison == nil {
            func make<T>(_: T.Type) -> BoxedComparison { Self.boxed(T.self, plan: self) }
            boxedComparison = _openExistential(type, do: make)
        }
        return boxedComparison!(lhs, rhs)
    }

    typealias BoxedComparison = @MainActor (Any, Any) -> Bool
    private var boxedComparison: BoxedComparison?

    private static func boxed<T>(_: T.Type, plan: ComparisonPlan) -> BoxedComparison {
        { lhs, rhs in
            guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
            return withUnsafePointer(to: lhs) { left in
                withUnsafePointer(to: rhs) { right in plan.compare(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
            }
        }
    }
}

/// The cache of comparison plans, one per type, on the main actor with the graphs that use them.
@MainActor
enum ComparisonPlans {
    private static var plans: [TypeKey: ComparisonPlan] = [:]

    /// How many comparisons fell back to `Mirror` since the process started. The engine reads it
    /// around each view comparison to count fallbacks in the evaluation log.
    /// Read twice around every view comparison, so it skips dynamic exclusivity checks (main actor only).
    @exclusivity(unchecked) private(set) static var reflectionComparisons = 0

    /// The plan for `type`, built on first use.
    static func plan(for type: Any.Type) -> ComparisonPlan {
        let key = TypeKey(type)
        if let plan = plans[key] { return plan }
        let plan = ComparisonPlan(type: type)
        plans[key] = plan  // before building: recursive types find it under construction
        PlanBuilder.build(plan)
        return plan
    }

    static func countReflection() { reflectionComparisons += 1 }
}
