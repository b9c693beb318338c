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
