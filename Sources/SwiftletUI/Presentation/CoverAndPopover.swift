// `.fullScreenCover` and `.popover`, presented through the sheet node.

extension View {
    /// Presents `content` over the whole window while `isPresented` is true; `onDismiss` runs when it
    /// goes away. It renders the `.sheet` node with attribute `presentation` = `fullScreenCover`. As on
    /// an iPhone it has no interactive dismissal: the host's dismiss (Escape, a click outside) is
    /// refused, and only the app closes it (the binding, or `@Environment(\.dismiss)` inside it).
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content, style: .fullScreenCover))
    }

    /// Presents `content(item)` over the whole window while `item` is not nil; closing it sets `item`
    /// to nil. A different item (by `id`) replaces the cover's content.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(item: item, onDismiss: onDismiss, sheet: content, style: .fullScreenCover))
    }

    /// Presents `content` as a popover while `isPresented` is true. On an iPhone a popover is shown as
    /// a sheet, and so it is here: the `.sheet` node with attribute `presentation` = `popover`,
    /// dismissed like a sheet (Escape, a click outside, `@Environment(\.dismiss)`). `attachmentAnchor`
    /// and `arrowEdge` place the arrow of a real popover and are ignored.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: nil, sheet: content, style: .popover))
    }

    /// Presents `content(item)` as a popover while `item` is not nil (see ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(ItemSheetModifier(item: item, onDismiss: nil, sheet: content, style: .popover))
    }
}

/// Where a popover's arrow points. Accepted for source compatibility; the browser host presents
/// popovers as sheets, so it has no effect.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the anchoring view.
    case rect(Anchor)

    /// The rectangle a popover is anchored to.
    public enum Anchor: Sendable {
        /// The whole anchoring view.
        case bounds
    }
}
