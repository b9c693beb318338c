/// A property wrapper the engine connects to a mounted view before each body evaluation.
protocol GraphProperty {
    /// Connects this wrapper (a fresh copy made by the parent) to the node's storage at `slot`.
    @MainActor func install(in node: ViewNode, slot: Int)
}

/// A stored property compared by the engine in its own way instead of by value.
protocol GraphComparable {
    /// Whether `other` counts as unchanged.
    func isGraphEqual(to other: Self) -> Bool
}

/// A stored property the comparison of view values skips (`@State`, `@Environment`, ...).
protocol GraphSkippedInComparison {}

/// A type whose stored properties include state wrappers, as in SwiftUI: the engine installs the
/// wrappers it contains like those of the view itself.
public protocol DynamicProperty {}
