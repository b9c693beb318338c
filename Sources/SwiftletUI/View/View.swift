/// A piece of user interface described as a value, as in SwiftUI.
///
/// A view's `body` describes its content. The engine calls `body` only when the view is dirty (see
/// `docs/engine.md`): on mount, when its value differs from the previous one (stored properties, or
/// `==` when the type is `Equatable`), or when a state, observable or environment value it read
/// changed. Bodies run on the main actor and never from layout or rendering.
@MainActor
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View
    /// The content of this view. Keep it free of side effects: it may be skipped whenever nothing it
    /// depends on changed.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body; calling it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// Views the engine renders itself (text, stacks, modifiers). Their `body` is never called.
@MainActor
protocol PrimitiveView {
    /// Creates the graph node that mounts and updates values of this type.
    func makeNode(parent: Node) -> Node
    /// Makes the node of a value of this type given as `any View` (cached per type by
    /// `NodeMakers`). By default the value is unwrapped with a check of its dynamic type and makes
    /// its node with `makeNode(parent:)`.
    static var nodeMaker: NodeMaker { get }
}

extension PrimitiveView {
    static var nodeMaker: NodeMaker {
        { view, parent in (view as! Self).makeNode(parent: parent) }
    }

    /// The body of a primitive; never called by the engine.
    func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
