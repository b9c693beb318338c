/// `.navigationDestination(for:destination:)`: registers, with the enclosing ``NavigationStack``,
/// the view shown for each path value of type `D`. Renders nothing of its own.
struct NavigationDestinationModifier<D: Hashable>: BuiltinModifier {
    let make: (D) -> any View

    /// The registration token: one per modifier node.
    private func register(_ node: ModifierNode) {
        RouteCodecs.register(D.self)  // Values of `D` can be rebuilt from a URL
        let make = make
        node.scope.values.navigationPush?.destinations.register(D.self, owner: node) { value in
            (value.base as? D).map { make($0) }
        }
    }

    func didMount(_ node: ModifierNode) { register(node) }

    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) { register(node) }

    func willUnmount(_ node: ModifierNode) {
        node.scope.values.navigationPush?.destinations.unregister(D.self, owner: node)
    }
}

extension View {
    /// The view the enclosing ``NavigationStack`` shows for each pushed value of type `data`
    /// (`NavigationLink(value:)`, or a value written to the stack's path). Place it inside the stack,
    /// on the root or on any screen; when several screens place one for a type, the one closest to
    /// the root is used (it stays registered while its screen is shown).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        builtin(NavigationDestinationModifier<D>(make: { destination($0) }))
    }
}

/// `.navigationDestination(isPresented:destination:)`: while the binding is true the enclosing
/// stack shows `destination` as a pushed screen; popping it (back, `dismiss`) sets the binding to
/// false, and setting it to false pops the screen. Renders a transparent `.group` around the
/// content. The destination is built when it is pushed.
struct NavigationDestinationPresenter<Content: View, Destination: View>: View, ElementView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let wanted = isPresented.wrappedValue
        if let push = node.scope.values.navigationPush {
            let owner = ObjectIdentifier(node)
            let shown = push.isPresenting(owner)
            if wanted, !shown {
                let binding = isPresented
                push.present(owner, destination) { binding.wrappedValue = false }
            } else if !wanted, shown {
                push.withdraw(owner)
            }
        }
        return ElementDescription(kind: .group, attributes: [.navigationDestination: "true"], children: [content])
    }
}

extension View {
    /// Pushes `destination` onto the enclosing ``NavigationStack`` while `isPresented` is true.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        NavigationDestinationPresenter(content: self, isPresented: isPresented, destination: destination())
    }
}
