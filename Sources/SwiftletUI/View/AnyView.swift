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
