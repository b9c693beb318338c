import Foundation
import Synchronization

extension View {
    /// Clips the view to a rectangle with corners of `radius` points (SwiftUI deprecates it for
    /// `.clipShape(.rect(cornerRadius:))`, which tutorials still use widely). Attribute
    /// `cornerRadius`; the web host writes CSS `border-radius` and clips the overflow. A negative,
    /// NaN or infinite radius is dropped by the host. `antialiased` has no effect on the web.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        builtin(AttributeModifier(.cornerRadius, attributeNumber(Double(max(radius, 0)))))
    }

    /// Pairs this view with others of the same `id` in `namespace` for a shared-element transition.
    /// Swiftlet does not animate geometry between views: the modifier compiles and the view is laid
    /// out as without it (docs/compatibility.md).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        self
    }
}

/// Which geometry `matchedGeometryEffect` would share: the position, the size, or both.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for `matchedGeometryEffect` ids, declared with `@Namespace private var namespace`.
@propertyWrapper
public struct Namespace: Sendable {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = Mutex(0)
    /// This namespace's identity.
    public let wrappedValue: ID

    /// A new namespace.
    public init() {
        wrappedValue = ID(
            value: Self.counter.withLock { count in
                count += 1
                return count
            })
    }
}
