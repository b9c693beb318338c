/// The label of a tab in its ``TabView``'s bar.
struct TabItemModifier: BuiltinModifier {
    let label: any View
}

/// The value a view stands for in a ``TabView``'s selection.
struct TagModifier: BuiltinModifier {
    let tag: AnyHashable
}

extension View {
    /// Uses `label` as this view's button in the bar of the enclosing ``TabView``.
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
        builtin(TabItemModifier(label: label()))
    }

    /// Tags this view with `tag`: a ``TabView`` selects this tab when its selection equals `tag`.
    public func tag<Tag: Hashable>(_ tag: Tag) -> some View {
        builtin(TagModifier(tag: AnyHashable(tag)))
    }
}

/// The tag and label a tab declares through its outermost modifiers.
struct TabDeclaration {
    var tag: AnyHashable?
    var label: (any View)?

    /// Reads the `.tag` and `.tabItem` modifiers wrapped around `view` (at any depth of modifiers).
    @MainActor
    init(of view: any View) {
        var current: any View = view
        while let modified = current as? any ModifiedContentProtocol {
            if let tagModifier = modified.builtinModifier as? TagModifier, tag == nil {
                tag = tagModifier.tag
            }
            if let item = modified.builtinModifier as? TabItemModifier, label == nil {
                label = item.label
            }
            current = modified.anyContent
        }
    }
}
