/// Presents `sheet` while `isPresented` is true: renders a `.sheet` node after the content (inside a
/// transparent `.group`), whose only child is the sheet's content.
///
/// The sheet's content is an ordinary subtree: it is mounted when the sheet is presented (its
/// `.task`s start then) and removed when it is dismissed (its tasks are cancelled in that tick).
/// `onDismiss` runs in the tick that removes the sheet, however it was dismissed: the binding set to
/// false, `@Environment(\.dismiss)` inside the sheet, or the host's dismiss (a `tap` on the sheet node).
struct SheetModifier<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: () -> Sheet
    var style: SheetStyle = .sheet

    func body(content: Content) -> some View {
        let isPresented = isPresented
        let onDismiss = onDismiss
        AlertHost(content: content) {
            if isPresented.wrappedValue {
                SheetBox(
                    content: sheet(), attributes: style.attributes, refusesHostDismiss: style == .fullScreenCover
                ) { isPresented.wrappedValue = false }
                .onDisappear { onDismiss?() }
            }
        }
    }
}

/// Presents `sheet(item)` while `item` is not nil; a different item (by `id`) replaces the sheet
/// (a new identity: the old content's tasks are cancelled, the new content's start).
struct ItemSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
    let item: Binding<Item?>
    let onDismiss: (@MainActor () -> Void)?
    let sheet: (Item) -> Sheet
    var style: SheetStyle = .sheet

    func body(content: Content) -> some View {
        let item = item
        let onDismiss = onDismiss
        AlertHost(content: content) {
            SheetSlot(
                key: item.wrappedValue.map { AnyHashable($0.id) },
                content: item.wrappedValue.map { value in
                    SheetBox(
                        content: sheet(value), attributes: style.attributes,
                        refusesHostDismiss: style == .fullScreenCover
                    ) { item.wrappedValue = nil }
                    .onDisappear { onDismiss?() }
                })
        }
    }
}

/// How a `SheetBox` is presented (Presentation and state: covers and popovers share the sheet node).
enum SheetStyle: Equatable {
    case sheet, fullScreenCover, popover

    /// The sheet node's `presentation` attribute.
    var attributes: [RenderAttribute: String] {
        switch self {
        case .sheet: [:]
        case .fullScreenCover: [.presentation: "fullScreenCover"]
        case .popover: [.presentation: "popover"]
        }
    }
}

/// Zero or one sheet, whose identity is `key` (nil: no sheet).
struct SheetSlot<Content: View>: View, SwitchingView {
    let key: AnyHashable?
    let content: Content?

    var body: Never { primitiveBody() }

    var branch: (key: AnyHashable, content: (any View)?) {
        (key ?? AnyHashable("none"), content)
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true; `onDismiss` runs when it goes away.
    /// In the browser it is a modal bottom sheet dismissed by Escape, a click outside it or
    /// `@Environment(\.dismiss)` (unless ``interactiveDismissDisabled(_:)``).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }

    /// Presents `content(item)` as a sheet while `item` is not nil; dismissing sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(item: item, onDismiss: onDismiss, sheet: content))
    }
}
