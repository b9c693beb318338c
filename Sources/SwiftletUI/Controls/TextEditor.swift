import Foundation

/// A multi-line text editor. Renders `.textEditor` (`<textarea>` in the browser): `text` is the
/// current text; every `input` event writes the binding.
public struct TextEditor: View, ElementView {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [:]
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        textInputAttributes(node.scope, into: &attributes)
        return ElementDescription(kind: .textEditor, text: text.wrappedValue, attributes: attributes)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        text.wrappedValue = try enabledInput(of: event, node: node, takes: "input events", named: "text editor")
    }
}
