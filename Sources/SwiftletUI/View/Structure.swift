/// A view that shows nothing.
public struct EmptyView: View, ElementView {
    public init() {}
    public var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription { ElementDescription(kind: .group) }
}

/// Several views in sequence, as built by ``ViewBuilder`` blocks. Inside a stack or a list its views
/// are the container's children directly; elsewhere it renders a transparent `.group`.
public struct TupleView<each Content: View>: View, ElementView {
    /// The views, in order.
    public let value: (repeat each Content)

    public init(_ value: repeat each Content) { self.value = (repeat each value) }

    public var body: Never { primitiveBody() }

    /// The views as a list.
    var elements: [any View] {
        var result: [any View] = []
        for element in repeat each value { result.append(element) }
        return result
    }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, children: elements)
    }
}

/// Groups views without adding layout: renders a transparent `.group` node.
public struct Group<Content: View>: View, ElementView {
    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, children: flattened(content))
    }
}

/// The views of `content`: the elements of a tuple, or the view itself.
@MainActor
func flattened(_ content: any View) -> [any View] {
    if let tuple = content as? any TupleElements { return tuple.elements }
    return [content]
}

@MainActor
protocol TupleElements {
    var elements: [any View] { get }
}

extension TupleView: TupleElements {}

/// The result of `if`/`else` or `switch` in a ``ViewBuilder``: each branch has its own identity.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, SwitchingView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public var body: Never { primitiveBody() }

    var branch: (key: AnyHashable, content: (any View)?) {
        switch storage {
        case .trueContent(let content): (AnyHashable(true), content)
        case .falseContent(let content): (AnyHashable(false), content)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView, SwitchingView where Wrapped: View {
    var branch: (key: AnyHashable, content: (any View)?) {
        switch self {
        case .some(let content): (AnyHashable(true), content)
        case .none: (AnyHashable(false), nil)
        }
    }
}

/// A type-erased view. A change of the wrapped type is a change of identity.
public struct AnyView: View, SwitchingView {
    let content: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) { content = view }

    /// Wraps a view of unknown type.
    public init(erasing view: any View) { content = view }

    public var body: Never { primitiveBody() }

    var branch: (key: AnyHashable, content: (any View)?) {
        (AnyHashable(ObjectIdentifier(type(of: content))), content)
    }
}
