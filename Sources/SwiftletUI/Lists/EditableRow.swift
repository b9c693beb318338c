import Foundation

/// The `.onDelete` and `.onMove` actions of a ``ForEach``.
struct RowEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

extension ForEach {
    /// Lets the user delete rows: each row shows a **Delete** button (the web's equivalent of the
    /// swipe action and of edit mode's delete control) whose tap calls `action` with the row's
    /// offset. `nil` removes the action.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.rowActions = RowEditActions(onDelete: action, onMove: rowActions?.onMove)
        if copy.rowActions?.onDelete == nil && copy.rowActions?.onMove == nil { copy.rowActions = nil }
        return copy
    }

    /// Lets the user reorder rows: while `\.editMode` is active each row shows **Move up** and
    /// **Move down** buttons (a keyboard-accessible equivalent of dragging) whose tap calls `action`
    /// with the row's offset and its destination offset, in SwiftUI's convention (moving row 2 down
    /// past row 3 is `([2], 4)`). `nil` removes the action.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.rowActions = RowEditActions(onDelete: rowActions?.onDelete, onMove: action)
        if copy.rowActions?.onDelete == nil && copy.rowActions?.onMove == nil { copy.rowActions = nil }
        return copy
    }

    func editableRow(at index: Int, actions: RowEditActions) -> EditableRow<Content> {
        EditableRow(
            content: rowView(index: index), index: index, count: rowCount, onDelete: actions.onDelete,
            onMove: actions.onMove)
    }

    private func rowView(index: Int) -> Content {
        content(data[data.index(data.startIndex, offsetBy: index)])
    }
}

/// A row of a `ForEach` with edit actions: renders an `.hstack` with attribute `editableRow` =
/// `true` holding the row's view, then its **Delete** button (with `.onDelete`), then, in edit
/// mode, **Move up** and **Move down** (with `.onMove`; disabled at the ends).
struct EditableRow<Content: View>: View, ElementView {
    let content: Content
    let index: Int
    let count: Int
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let editing = node.scope.read(\.editMode)?.wrappedValue.isEditing ?? false
        let delete = onDelete.map { action in
            RowActionButton(
                title: "Delete", kind: "delete", enabled: true, perform: { action(IndexSet(integer: index)) })
        }
        let up =
            editing
            ? onMove.map { action in
                RowActionButton(title: "Move up", kind: "moveUp", enabled: index > 0) {
                    action(IndexSet(integer: index), index - 1)
                }
            } : nil
        let down =
            editing
            ? onMove.map { action in
                RowActionButton(title: "Move down", kind: "moveDown", enabled: index + 1 < count) {
                    action(IndexSet(integer: index), index + 2)
                }
            } : nil
        var description = ElementDescription(
            kind: .hstack, attributes: [.editableRow: "true"], children: [content, delete, up, down])
        description.refreshesChildren = true
        return description
    }
}

/// A button a list row shows for an edit action. Renders `.button` with attribute `rowAction`
/// (`delete`, `moveUp`, `moveDown`, `swipe`). A tap on a disabled one (a move past the end) is
/// refused with `notApplicable` and changes nothing.
struct RowActionButton: View, ElementView {
    let title: String
    let kind: String
    let enabled: Bool
    let perform: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.rowAction: kind]
        if !enabled || !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        return ElementDescription(kind: .button, text: title, attributes: attributes)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a row action takes taps only") }
        guard enabled, node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "\(title) is not possible for this row")
        }
        perform()
    }
}
