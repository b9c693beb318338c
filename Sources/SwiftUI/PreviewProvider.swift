/// The pre-`#Preview` way to declare previews, as in SwiftUI:
/// `struct ContentView_Previews: PreviewProvider { static var previews: some View { ContentView() } }`.
///
/// Compiles so that older code builds unchanged, and does nothing: `PreviewRegistry` lists only
/// `#Preview`s. Write `#Preview { ContentView() }` for a preview a tool can list and show.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews; never read by Swiftlet.
    @ViewBuilder @MainActor static var previews: Previews { get }
}

/// A preview's layout, as in SwiftUI. Accepted and ignored.
public enum PreviewLayout: Sendable {
    /// The device's size.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name (`PreviewDevice("iPhone 15")`), as in SwiftUI. Accepted and ignored.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, written as a string literal.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Names the preview in Xcode's canvas. A no-op: it returns the view unchanged.
    public func previewDisplayName(_ value: String?) -> Self { self }

    /// Sizes the preview in Xcode's canvas. A no-op: it returns the view unchanged.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }

    /// Picks the device of the preview in Xcode's canvas. A no-op: it returns the view unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
}
