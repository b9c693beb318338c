import Foundation

/// A coordinate space gestures and geometry report positions in, as in SwiftUI.
///
/// In the browser `.local` is the view's own box (its top-leading corner is 0,0) and `.global` the
/// window's; a `.named` space is reported in the window's space (the host does not resolve names).
public enum CoordinateSpace: Hashable {
    /// The window's space.
    case global
    /// The view's own space.
    case local
    /// The space of the ancestor named with `.coordinateSpace(name:)`.
    case named(AnyHashable)

    /// Whether this is `.global`.
    public var isGlobal: Bool { self == .global }
    /// Whether this is `.local`.
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as iOS 17 names them: `.local`, `.global`, `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own space (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public nonisolated init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public nonisolated init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The space of an ancestor named with `.coordinateSpace(_:)` (`.named(_:)`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the ancestor named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}
