import Foundation

/// Unavailable: there is no share sheet.
@available(
    *, unavailable,
    message: "there is no share sheet in a browser session; show the URL with Link or copy it into a Text"
)
public struct ShareLink<Label: View>: View {
    /// Unavailable.
    public init(item: URL, @ViewBuilder label: () -> Label) {}
    /// Unavailable.
    public var body: EmptyView { EmptyView() }
}

@available(
    *, unavailable,
    message: "there is no share sheet in a browser session; show the URL with Link or copy it into a Text"
)
extension ShareLink where Label == Text {
    /// Unavailable.
    public init(_ title: some StringProtocol, item: URL) { self.init(item: item) { Text(title) } }
    /// Unavailable.
    public init(item: URL) { self.init(item: item) { Text("Share") } }
}
