import Foundation

/// Shows the first of its views that fits the space offered along `axes`, as SwiftUI's
/// `ViewThatFits`. Renders `.viewThatFits` with attribute `axes` (`horizontal`, `vertical`, `both`)
/// and every candidate as a child, in order. The browser measures the candidates and shows the first
/// one whose size fits its container (the last one when none does), again whenever the window
/// resizes; the choice stays in the browser. The headless host shows the first.
public struct ViewThatFits<Content: View>: View, ElementView {
    let axes: Axis.Set
    let content: Content

    /// The candidates `content` builds, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let value = horizontal && vertical ? "both" : vertical ? "vertical" : "horizontal"
        return ElementDescription(kind: .viewThatFits, attributes: [.axes: value], children: flattened(content))
    }
}
