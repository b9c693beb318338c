import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Synchronization

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
    public let id = UUID.lab()
    public var isActive: Bool
    public var hidden = UUID.lab()
    public init(isActive: Bool) { self.isActive = isActive }
}

/// S3: `Equatable` by `id` and `isActive` only, so a new hidden UUID compares equal.
public struct EquatableItem: LabItem, Equatable {
    public let id = UUID.lab()
    public var isActive: Bool
    public var hidden = UUID.lab()
    public init(isActive: Bool) { self.isActive = isActive }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.isActive == rhs.isActive }
}

/// S4–S6, S7b: like `EquatableItem` plus a constant `String`, which made the item non-POD in the
/// reference runtime (and made its `==` count there).
public struct TaggedItem: LabItem, Equatable {
    public let id = UUID.lab()
    public var isActive: Bool
    public var hidden = UUID.lab()
    public let tag: String
    public init(isActive: Bool) {
        self.isActive = isActive
        tag = UUID.lab().uuidString
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.isActive == rhs.isActive }
}

/// S8: a reference type whose `isActive` is published; cells observe their item directly.
@MainActor
public final class ObservableItem: ObservableObject, Identifiable {
    public let id = UUID.lab()
    @Published public var isActive: Bool
    public var hidden = UUID.lab()
    public init(isActive: Bool) { self.isActive = isActive }
}

extension UUID {
    /// A fresh version-4-shaped UUID for the lab's rows: unique within the process and random-looking
    /// (SplitMix64 over a per-process random seed and a counter), not for secrets.
    ///
    /// Foundation's `UUID()` on Linux opens, reads and closes `/dev/urandom` on every call, and even
    /// the system generator is a system call per 8 bytes; an activation renews every row's hidden
    /// UUID, and those calls were most of a click's time on the server.
    static func lab() -> UUID {
        let first = splitMix64(labSeed &+ labCounter.add(1, ordering: .relaxed).newValue)
        var bytes = (first, splitMix64(first))
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = raw[6] & 0x0F | 0x40  // version 4
            raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
            return UUID(uuid: raw.load(as: uuid_t.self))
        }
    }
}

private let labSeed = UInt64.random(in: .min ... .max)
private let labCounter = Atomic<UInt64>(0)

/// SplitMix64's output function: a bijection on 64-bit words that scatters consecutive inputs.
private func splitMix64(_ value: UInt64) -> UInt64 {
    var mixed = value &+ 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
}
