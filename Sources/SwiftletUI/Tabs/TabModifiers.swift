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

/// The tag, label and badge a tab declares through its outermost modifiers.
struct TabDeclaration {
    var tag: AnyHashable?
    var label: (any View)?
    /// The tab's `.badge` (shown on its bar button), if any.
    var badge: String?

    /// Reads the `.tag`, `.tabItem` and `.badge` modifiers wrapped around `view` (at any depth of modifiers).
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
            if badge == nil, let attributes = modified.builtinModifier as? AttributeModifier {
                badge = attributes.attributes[.badge]
            }
            current = modified.anyContent
        }
    }
}
