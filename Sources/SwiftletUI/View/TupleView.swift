/// Several views in sequence, as built by ``ViewBuilder`` blocks. Inside a stack or a list its views
/// are the container's children directly; elsewhere it renders a transparent `.group`.
public struct TupleView<each Content: View>: View, ElementView {
    /// The views, in order, each boxed once when the tuple is built. A stored tuple of a parameter
    /// pack would make every copy and every destruction of the view look the tuple's type up in the
    /// runtime's locked cache; an array is copied by one retain.
    let elements: [any View]

    public init(_ value: repeat each Content) {
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        var elements: [any View] = []
        elements.reserveCapacity(count)
        for element in repeat each value { elements.append(element) }
        self.elements = elements
    }

    /// The views, in order.
    public var value: (repeat each Content) {
        var index = 0
        func next<Element>(_: Element.Type) -> Element {
            defer { index += 1 }
            // Built from the same pack in `init`: the element at `index` has this type.
            return elements[index] as! Element
        }
        return (repeat next((each Content).self))
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, children: elements)
    }
}

/// The views of `content`: the elements of a tuple, or the view itself.
@MainActor
func flattened<Content: View>(_ content: Content) -> [any View] {
    if TupleViewTypes.contains(Content.self) {
        // Every `TupleView` stores exactly one property, the array of its views: read it without a
        // conformance cast (a runtime lookup on every stack's every evaluation).
        return unsafeBitCast(content, to: [any View].self)
    }
    return [content]
}

/// Which view types are ``TupleView``s, answered once per type.
@MainActor
private enum TupleViewTypes {
    private static var answers: [ObjectIdentifier: Bool] = [:]

    static func contains(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = answers[key] { return answer }
        let answer = type is any TupleElements.Type
        answers[key] = answer
        return answer
    }
}

/// Marks the ``TupleView`` types, whose only stored property is `elements: [any View]`.
protocol TupleElements {}

extension TupleView: TupleElements {}
