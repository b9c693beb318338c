import Foundation

/// A control that opens a URL, as SwiftUI's `Link`. Renders `.link`: `text` is the title of
/// `Link("Title", destination:)` (a label view is the node's child instead), attribute `url` (the
/// destination as written). The browser host shows an `<a href>`: a URL with a scheme opens in a new
/// tab (as iOS hands it to the browser) with `rel="noopener noreferrer"`, a relative URL in the same
/// tab; a URL that is not http(s) or relative gets no `href`.
public struct Link<Label: View>: View, ElementView {
    let title: String?
    let label: Label
    let destination: URL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.label = label()
        self.destination = destination
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .link, text: title, attributes: ["url": destination.absoluteString],
            children: title == nil ? [label] : [])
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled `title`.
    public init(_ title: some StringProtocol, destination: URL) {
        self.title = String(title)
        self.label = Text(verbatim: String(title))
        self.destination = destination
    }
}
