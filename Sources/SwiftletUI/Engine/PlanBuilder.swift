@_spi(Reflection) import Swift

/// Works out the ``ComparisonPlan`` of one type from its conformances and field layout.
///
/// In order: graph storage that is skipped (`@State`, ...), the engine's own rules (`Binding`,
/// `@ObservedObject`), `Equatable`, `Optional`, arrays and dictionaries, then by the kind of type:
/// structs and tuples field by field, classes by identity, plain-data enums and metatypes by bytes,
/// existentials by their dynamic type, closures never equal, anything else through `Mirror`.
@MainActor
enum PlanBuilder {
    static func build(_ plan: ComparisonPlan) {
        func typed<T>(_ type: T.Type) { TypedPlanBuilder<T>.build(plan) }
        _openExistential(plan.type, do: typed)
    }

    /// `_EachFieldOptions.ignoreUnknown` (bit 1 in the standard library), spelled by value because
    /// the library declares the constant as a mutable static, which strict concurrency refuses.
    nonisolated static let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)

    /// The kind of metadata of `type` (struct, enum, class, function, ...).
    static func kind(of type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return _openExistential(type, do: probe)
    }
}

/// A struct whose only field has the probed type: `_forEachField` reports the field's kind.
private struct KindProbe<T> {
    var value: T
}

/// Builds the plan of `T` (in a context where `T` is known, so typed closures can be formed).
@MainActor
private enum TypedPlanBuilder<T> {
    static func build(_ plan: ComparisonPlan) {
        let type = T.self
        if type is any GraphSkippedInComparison.Type {
            plan.set(.skipped) { _, _ in true }
        } else if let comparable = type as? any GraphComparable.Type {
            plan.set(.graphComparable, Comparisons.graphComparable(comparable))
        } else if let equatable = type as? any Equatable.Type {
            plan.set(.equatable, Comparisons.equatable(equatable))
        } else if let optional = type as? any OptionalComparison.Type {
            plan.set(.optional, optional.comparison())
        } else if let elements = type as? any ElementsComparison.Type {
            plan.set(.elements, elements.comparison())
        } else {
            buildByKind(plan)
        }
    }

    private static func buildByKind(_ plan: ComparisonPlan) {
        switch PlanBuilder.kind(of: T.self) {
        case .struct:
            buildFields(plan, checksOwnership: true)
        case .tuple:
            buildFields(plan, checksOwnership: false)
        case .class, .foreignClass, .objcClassWrapper:
            plan.set(.identity, Comparisons.identity)
        case .enum where _isPOD(T.self), .metatype, .existentialMetatype:
            plan.set(.bytes, Comparisons.bytes(MemoryLayout<T>.size))
        case .existential where T.self == (any View).self:
            plan.set(.dynamic, Comparisons.dynamicView)
        case .existential:
            plan.set(.dynamic, Comparisons.dynamic(T.self))
        case .function:
            plan.set(.never) { _, _ in false }
        default:
            plan.set(.reflection, Comparisons.reflection(T.self))
        }
    }

    /// Structs and tuples: the compared fields, flattened through nested structs.
    private static func buildFields(_ plan: ComparisonPlan, checksOwnership: Bool) {
        let strong = checksOwnership ? strongFieldNames() : nil
        var fields: [ComparedField] = []
        var hasClosure = false
        let described = _forEachField(of: T.self) { name, offset, fieldType, kind in
            if let strong, !strong.contains(String(cString: name)), isReference(kind) {
                // `weak`/`unowned` storage is not laid out as its declared type: compare the
                // reference bits (the identity of the referent), never load it.
                fields.append(
                    ComparedField(offset: offset, compare: Comparisons.bytes(Comparisons.size(of: fieldType))))
                return true
            }
            let fieldPlan = ComparisonPlans.plan(for: fieldType)
            switch fieldPlan.strategy {
            case .skipped:
                break
            case .never:
                hasClosure = true
                return false
            case .fields:
                for nested in fieldPlan.fields {
                    fields.append(ComparedField(offset: offset + nested.offset, compare: nested.compare))
                }
            default:
                fields.append(ComparedField(offset: offset, compare: fieldPlan.compareEntry))
            }
            return true
        }
        if hasClosure {
            plan.set(.never) { _, _ in false }
        } else if !described {
            plan.set(.reflection, Comparisons.reflection(T.self))
        } else {
            plan.setFields(fields)
        }
    }

    /// Names of the strong stored properties (`weak` and `unowned` ones are left out).
    private static func strongFieldNames() -> Set<String> {
        var names = Set<String>()
        _forEachFieldWithKeyPath(of: T.self, options: PlanBuilder.ignoreUnknown) { name, _ in
            names.insert(String(cString: name))
            return true
        }
        return names
    }

    private static func isReference(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .class, .optional, .foreignClass, .objcClassWrapper, .existential: true
        default: false
        }
    }
}

/// One compared stored property: where it is, and how to compare it.
struct ComparedField {
    let offset: Int
    let compare: RawComparison
}
