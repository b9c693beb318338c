/// A button that pushes `destination` onto the enclosing ``NavigationStack``, or appends `value` to
/// its path (shown by the `.navigationDestination(for:)` of the value's type). Renders `.button`
/// with attribute `navigationLink` = `true` (text or label children as for ``Button``). A link with
/// a `nil` value is disabled; a tap on a link whose value the stack's typed path cannot hold is
/// refused with `notApplicable`.
public struct NavigationLink<Label: View, Destination: View>: View, ElementView {
    let title: String?
    let label: Label
    let destination: Destination?
    let value: AnyHashable?

    /// A link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.destination = destination
        value = nil
    }

    /// A link showing `label` that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.navigationLink: "true"]
        if !node.scope.readIsEnabled() || (destination == nil && value == nil) { attributes[.disabled] = "true" }
        return ElementDescription(
            kind: .button, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a link takes taps only") }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the link is disabled")
        }
        if let value, node.scope.values.inSplitViewSidebar, let rowSelect = node.scope.values.listRowSelect {
            // A value link in a split view sidebar's `List(selection:)` row selects rather than
            // pushes; elsewhere (a plain NavigationStack) it navigates, as on iOS.
            guard rowSelect.select(value) || rowSelect.select(rowSelect.rowID) else {
                throw HostEventError.notApplicable(node.ownID, "the link's value is not a selection value")
            }
            return
        }
        guard let push = node.scope.values.navigationPush else {
            throw HostEventError.notApplicable(node.ownID, "no NavigationStack above this link")
        }
        if let destination {
            push.push(destination)
        } else if let value {
            guard push.pushValue(value) else {
                throw HostEventError.notApplicable(node.ownID, "the stack's path cannot hold \(type(of: value.base))")
            }
        } else {
            throw HostEventError.notApplicable(node.ownID, "the link has no value")
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: some StringProtocol, destination: Destination) {
        self.title = String(title)
        self.label = Text(title)
        self.destination = destination
        value = nil
    }

    /// A link titled `title` that pushes the view `destination` builds.
    public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
    }
}

extension NavigationLink where Destination == Never {
    /// A link showing `label` that appends `value` to the enclosing stack's path (disabled when `nil`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled `title` that appends `value` to the enclosing stack's path (disabled when `nil`).
    public init<P: Hashable>(_ title: some StringProtocol, value: P?) {
        self.title = String(title)
        label = Text(title)
        destination = nil
        self.value = value.map { AnyHashable($0) }
    }
}
