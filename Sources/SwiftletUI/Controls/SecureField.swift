import Foundation

/// A field whose text is hidden as it is typed. Renders `.textField` with attribute `secure` =
/// `true` (`<input type="password">` in the browser); otherwise a ``TextField`` bound to text.
public struct SecureField: View, ElementView {
    let title: String
    let text: Binding<String>
    let prompt: String?

    /// A secure field titled `title` editing `text`.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text? = nil) {
        self.title = String(title)
        self.text = text
        self.prompt = prompt?.string
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.title: title, .secure: "true"]
        if let prompt { attributes[.prompt] = prompt }
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        textInputAttributes(node.scope, into: &attributes)
        return ElementDescription(kind: .textField, text: text.wrappedValue, attributes: attributes)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        text.wrappedValue = try enabledInput(
            of: event, node: node, takes: "input and submit events", named: "secure field")
    }
}
