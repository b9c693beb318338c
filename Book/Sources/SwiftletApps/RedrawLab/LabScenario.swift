/// The numbered scenarios of the redraw experiment (posts §1.4), with the reference counts.
public enum LabScenario: String, CaseIterable, Sendable {
    case s1 = "S1", s2 = "S2", s3 = "S3", s4 = "S4", s5 = "S5", s6 = "S6", s7a = "S7a", s7b = "S7b", s8 = "S8"

    /// One line saying what differs in this scenario.
    public var summary: String {
        switch self {
        case .s1: "Value items, not Equatable; every hidden UUID changes per tick."
        case .s2: "Like S1, but hidden UUIDs stay the same."
        case .s3: "Items Equatable by id and active flag (a POD type); hidden UUIDs change."
        case .s4: "Like S3 plus a constant String on the item."
        case .s5: "Like S4 plus a computed random Int on the cell."
        case .s6: "Like S4 plus a stored random Int on the cell."
        case .s7a: "The cell is Equatable; plain POD items."
        case .s7b: "The cell is Equatable; items carry the String again."
        case .s8: "Items are observable objects mutated in place; the list's state is never reassigned."
        }
    }

    /// Cell bodies per tick measured on SwiftUI in the reference posts.
    public var referenceCellEvaluations: Int {
        switch self {
        case .s1, .s3, .s6, .s7a: 6
        case .s2, .s4, .s5, .s7b, .s8: 2
        }
    }

    /// Whether the list's body ran per tick in the reference posts.
    public var referenceListEvaluated: Bool { self != .s8 }

    /// Whether hidden UUIDs change on each activation.
    var mutatesHiddenProperty: Bool { self != .s2 }
}

/// Body evaluations counted by the engine in one tick.
public struct LabCounts: Equatable, Sendable {
    /// The engine tick the counts come from.
    public var tick: Int
    public var listEvaluations: Int
    public var cellEvaluations: Int
}
