import Foundation
import SwiftletUI

/// A row of the redraw experiment (posts §1.3): an identity, an "is active" flag and a hidden UUID
/// that no cell shows. Each scenario uses one of the conforming types below.
public protocol LabItem: Identifiable, Sendable where ID == UUID {
    var id: UUID { get }
    var isActive: Bool { get set }
    var hidden: UUID { get set }
    init(isActive: Bool)
}

/// S1, S2, S7a: a plain value type, not `Equatable`; every stored property is compared.
public struct PlainItem: LabItem {
    public let id = UUID()
    public var isActive: Bool
    public var hidden = UUID()
    public init(isActive: Bool) { self.isActive = isActive }
}

/// S3: `Equatable` by `id` and `isActive` only, so a new hidden UUID compares equal.
public struct EquatableItem: LabItem, Equatable {
    public let id = UUID()
    public var isActive: Bool
    public var hidden = UUID()
    public init(isActive: Bool) { self.isActive = isActive }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.isActive == rhs.isActive }
}

/// S4–S6, S7b: like `EquatableItem` plus a constant `String`, which made the item non-POD in the
/// reference runtime (and made its `==` count there).
public struct TaggedItem: LabItem, Equatable {
    public let id = UUID()
    public var isActive: Bool
    public var hidden = UUID()
    public let tag: String
    public init(isActive: Bool) {
        self.isActive = isActive
        tag = UUID().uuidString
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.isActive == rhs.isActive }
}

/// S8: a reference type whose `isActive` is published; cells observe their item directly.
@MainActor
public final class ObservableItem: ObservableObject, Identifiable {
    public let id = UUID()
    @Published public var isActive: Bool
    public var hidden = UUID()
    public init(isActive: Bool) { self.isActive = isActive }
}
