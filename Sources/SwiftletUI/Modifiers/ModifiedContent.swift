/// A view with a modifier applied, as in SwiftUI. Built-in modifiers carry attributes, environment
/// values and lifecycle actions; a ``ViewModifier`` of your own has a body and may hold state.
public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { primitiveBody() }

    /// Whether the modifier is built in is worked out once per type, not per node. Attribute
    /// modifiers on a primitive make no node of their own (see ``ElementView`` conformance below).
    static var nodeMaker: NodeMaker {
        if let elementType = Self.self as? any ElementView.Type { return elementType.elementNodeMaker }
        guard let builtinType = Modifier.self as? any BuiltinModifier.Type else {
            return { view, parent in (view as! Self).makeNode(parent: parent) }
        }
        return { view, parent in
            let modified = view as! Self
            // A check of the modifier's type (it is `builtinType`), no conformance lookup.
            guard let builtin = builtinType.sameType(modified.modifier) else {
                return modified.makeNode(parent: parent)
            }
            return ModifierNode(
                graph: parent.graph, parent: parent, modifier: builtin, content: modified.content,
                modifiedType: Self.self)
        }
    }

    func makeNode(parent: Node) -> Node {
        if let operations = ElementOperations.of(type: Self.self) {
            return ElementNode(view: UnopenedView(self), operations: operations, graph: parent.graph, parent: parent)
        }
        if let builtin = modifier as? any BuiltinModifier {
            return ModifierNode(
                graph: parent.graph, parent: parent, modifier: builtin, content: content, modifiedType: Self.self)
        }
        if let custom = modifier as? any ViewModifier {
            return ViewModifierNode(modifier: custom, content: content, graph: parent.graph, parent: parent)
        }
        parent.graph.misuse(
            "\(Modifier.self) is neither a ViewModifier nor a built-in modifier", at: parent.identityPath)
        return EmptyView().makeNode(parent: parent)
    }
}

/// A primitive with attribute modifiers (`.accessibilityIdentifier`, `.padding`, `.font`, ...) is
/// itself a primitive: one element node holds the whole value and renders the primitive's
/// description with the modifiers' attributes added, outermost last. A row of three labelled
/// buttons mounts four nodes instead of seven, and the value is compared in one piece.
extension ModifiedContent: ElementView where Content: ElementView, Modifier == AttributeModifier {
    func describe(in node: ElementNode) -> ElementDescription {
        var description = content.describe(in: node)
        modifier.addAttributes(to: &description.attributes)
        return description
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        try content.handle(event, node: node)
    }
}

/// Identity paths keep naming such a node as the modifier and the primitive it wraps
/// (`AttributeModifier/Button`), as when the modifier had a node of its own.
extension ModifiedContent: IdentityNamed where Content: ElementView, Modifier == AttributeModifier {
    static var identityName: String { "AttributeModifier/" + Graph.typeName(ofType: Content.self) }
}

extension View {
    /// Applies a ``ViewModifier``.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }

    func builtin<M: BuiltinModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the engine implements itself (attributes, environment, lifecycle).
@MainActor
protocol BuiltinModifier {
    /// Attributes set on the content's rendered node.
    var attributes: [RenderAttribute: String] { get }
    /// Writes `attributes` into a rendered node's attributes.
    func addAttributes(to attributes: inout [RenderAttribute: String])
    /// Whether `other`, the modifier's next value, sets the same attributes.
    func hasSameAttributes(as other: any BuiltinModifier) -> Bool
    /// The environment key this modifier overrides for its content, if any.
    var environmentOverride: EnvironmentOverride? { get }
    /// Called when the modified view is mounted (before the tick commits).
    func didMount(_ node: ModifierNode)
    /// Called when the parent re-evaluated and passed this new modifier value (`old` is the previous).
    func didUpdate(from old: any BuiltinModifier, node: ModifierNode)
    /// Called when the modified view is removed, in the same tick.
    func willUnmount(_ node: ModifierNode)
    /// `value` if it is a modifier of this type (a type check, no conformance lookup).
    static func sameType<Value>(_ value: Value) -> (any BuiltinModifier)?
    /// Called when a container (a ``TabView``) shows the mounted view again, parents first.
    func didShow(_ node: ModifierNode)
    /// Called when a container hides the view while it stays mounted, children first.
    func didHide(_ node: ModifierNode)
    /// The transaction the content's update runs with when this modifier's next value is
    /// `self` and the previous was `old` (nil: the current one, unchanged).
    func contentTransaction(from old: any BuiltinModifier, current: Transaction) -> Transaction?
}

extension BuiltinModifier {
    static func sameType<Value>(_ value: Value) -> (any BuiltinModifier)? { value as? Self }
    var attributes: [RenderAttribute: String] { [:] }
    func addAttributes(to attributes: inout [RenderAttribute: String]) {
        for (name, value) in self.attributes { attributes[name] = value }
    }
    func hasSameAttributes(as other: any BuiltinModifier) -> Bool { attributes == other.attributes }
    var environmentOverride: EnvironmentOverride? { nil }
    func didMount(_ node: ModifierNode) {}
    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) {}
    func willUnmount(_ node: ModifierNode) {}
    func didShow(_ node: ModifierNode) {}
    func didHide(_ node: ModifierNode) {}
}

/// One environment key set by a modifier.
struct EnvironmentOverride {
    /// Identifies the key (a key path or an object type).
    let key: AnyHashable
    /// The key's name used in evaluation reasons (the `EnvironmentKey` type's name).
    let name: () -> String
    /// The value, compared to decide whether readers must run again.
    let value: Any
    /// Writes the value into the inherited environment.
    let apply: (inout EnvironmentValues) -> Void
}
