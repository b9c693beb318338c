import Foundation

/// A control that opens a URL, as SwiftUI's `Link`. Renders `.link`: `text` is the title of
/// `Link("Title", destination:)` (a label view is the node's child instead), attribute `url` (the
/// destination as written), `disabled` = `true` under `.disabled(true)`, and `handler` = `app` when
/// an ancestor set its own `\.openURL` action. The browser host shows an `<a href>`: an http(s) URL
/// opens in a new tab (as iOS hands it to the browser) with `rel="noopener noreferrer"`, `mailto:`
/// and `tel:` go to the browser's mail and phone handlers, a relative URL opens in the same tab; any
/// other scheme gets no `href`. With the app's own `\.openURL`, a click is sent to the server
/// instead (a `tap`), which calls that action with the destination, as SwiftUI does (an action
/// that answers `.systemAction` has the browser open a tab after that round trip, which a popup
/// blocker allows only within the click's few seconds of user activation); a disabled link has no
/// `href` and refuses taps.
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
        var attributes: [RenderAttribute: String] = [.url: destination.absoluteString]
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        if node.scope.read(\.openURL).handler != nil { attributes[.handler] = "app" }
        return ElementDescription(
            kind: .link, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    /// A `tap` (sent only when the app set its own `\.openURL`) opens the destination through the
    /// environment's `openURL`.
    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else {
            throw HostEventError.notApplicable(node.ownID, "Link handles taps")
        }
        guard node.scope.readIsEnabled() else {
            throw HostEventError.notApplicable(node.ownID, "the link is disabled")
        }
        node.scope.read(\.openURL)(destination)
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
