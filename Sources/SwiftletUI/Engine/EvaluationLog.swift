/// Why a body ran.
public enum EvaluationReason: Sendable, Hashable, CustomStringConvertible {
    /// The identity is new (first evaluation).
    case mount
    /// The parent produced a value that is not equal to the previous one.
    case valueChanged
    /// A `@State` (possibly through a `@Binding`) it read was written.
    case state
    /// An `ObservableObject` it observes announced a change (`objectWillChange`).
    case observedObject
    /// An `@Observable` property it read changed.
    case observable
    /// An environment key it read changed.
    case environment(String)
    /// A primitive's input (a binding or the enabled state) changed.
    case input

    public var description: String {
        switch self {
        case .mount: "mount"
        case .valueChanged: "value changed"
        case .state: "state"
        case .observedObject: "observed object"
        case .observable: "observable"
        case .environment(let key): "environment \(key)"
        case .input: "input"
        }
    }
}

/// One body evaluation.
public struct Evaluation: CustomStringConvertible {
    /// The type whose `body` ran.
    public let viewType: any View.Type
    /// The identity path of the evaluated view.
    public let identity: String
    /// Why it ran (the first reason recorded when several apply).
    public let reason: EvaluationReason
    /// Every reason that made it dirty.
    public let reasons: [EvaluationReason]
    /// The tick it ran in.
    public let tick: Int

    public var description: String {
        "tick \(tick) \(identity) (\(reasons.map(\.description).joined(separator: ", ")))"
    }
}

/// Every body evaluation of one graph, in order. Lives on the main actor with its graph.
@MainActor
public final class EvaluationLog {
    /// The evaluations since the graph was mounted or since the last `reset()`.
    public private(set) var entries: [Evaluation] = []
    private var counts: [TypeKey: Int] = [:]
    /// When false only counts are kept (benchmarks of very large trees).
    public var keepsEntries = true

    public init() {}

    /// How many bodies of `type` ran.
    public func count(of type: any View.Type) -> Int { counts[TypeKey(type), default: 0] }

    /// How many bodies ran, all types together.
    public private(set) var total = 0

    /// How many view comparisons fell back to `Mirror` because a value they hold has a type the
    /// engine's comparison plan cannot describe (see `docs/engine/comparison.md`).
    public private(set) var reflectionComparisons = 0
    private var reflectionCounts: [TypeKey: Int] = [:]

    /// How many comparisons of `type`'s values fell back to `Mirror`.
    public func reflectionComparisons(of type: any View.Type) -> Int {
        reflectionCounts[TypeKey(type), default: 0]
    }

    /// Forgets everything recorded so far.
    public func reset() {
        entries.removeAll()
        counts.removeAll()
        total = 0
        reflectionComparisons = 0
        reflectionCounts.removeAll()
    }

    func recordReflection(_ type: Any.Type) {
        reflectionComparisons += 1
        reflectionCounts[TypeKey(type), default: 0] += 1
    }

    func record(_ type: any View.Type, node: Node, reasons: [EvaluationReason], tick: Int) {
        counts[TypeKey(type), default: 0] += 1
        total += 1
        guard keepsEntries else { return }
        entries.append(
            Evaluation(
                viewType: type, identity: node.identityPath, reason: reasons.first ?? .mount, reasons: reasons,
                tick: tick))
    }
}

/// Something the engine noticed and refused to do silently.
public struct Diagnostic: Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: Sendable, Hashable {
        /// An `ObservableObject` published a change off the main actor; applied on the next tick.
        case offMainPublish
        /// A body kept invalidating itself; the engine stopped re-running it.
        case invalidationLoop
        /// Two rows of a `ForEach` share an id; the later ones are dropped.
        case duplicateID
        /// An `@EnvironmentObject` was read but none was provided.
        case missingEnvironmentObject
        /// A tick needed more passes than allowed.
        case passLimit
        /// A misuse SwiftUI traps on (see `ViewGraph.trapsOnMisuse`); the tree was replaced by the
        /// error view and stopped.
        case fault
        /// An `@Environment(T.self)` object was read after its view was removed (from an action's
        /// task that outlived the view); the object the view last read answered.
        case objectReadAfterRemoval
        /// A path with NaN or infinite coordinates, or a measured size
        /// that is not a finite, non-negative number; reported once per graph, the shape draws nothing.
        case badGeometry
        /// Anything else.
        case other
    }

    public let kind: Kind
    /// A sentence a developer can act on.
    public let message: String
    /// The tick during which it was noticed.
    public let tick: Int

    public var description: String { message }
}
