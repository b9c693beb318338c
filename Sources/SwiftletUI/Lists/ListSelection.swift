/// The selection of a `List(selection:)`, erased to row ids.
struct ListSelection {
    /// Whether the binding is a `Set` (several rows).
    let multiple: Bool
    /// Whether the row with this id is selected (a tracked read of the binding).
    let isSelected: @MainActor (AnyHashable) -> Bool
    /// Selects the row (a single selection) or flips it (a set); false if the id is not of the
    /// selection's type.
    let select: @MainActor (AnyHashable) -> Bool
}

extension List {
    /// A list whose rows select one value: a tap on a row writes the row's id to `selection`.
    public init<SelectionValue: Hashable>(
        selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = ListSelection(
            multiple: false,
            isSelected: { id in selection.wrappedValue.map { AnyHashable($0) } == id },
            select: { id in
                guard let value = id.base as? SelectionValue else { return false }
                selection.wrappedValue = value
                return true
            })
    }

    /// A list whose rows select several values: a tap on a row adds its id to `selection`, or
    /// removes it when it is there.
    public init<SelectionValue: Hashable>(
        selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = ListSelection(
            multiple: true,
            isSelected: { id in (id.base as? SelectionValue).map { selection.wrappedValue.contains($0) } ?? false },
            select: { id in
                guard let value = id.base as? SelectionValue else { return false }
                if selection.wrappedValue.contains(value) {
                    selection.wrappedValue.remove(value)
                } else {
                    selection.wrappedValue.insert(value)
                }
                return true
            })
    }

    /// One row per `Identifiable` element, selecting one id.
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// One row per `Identifiable` element, selecting a set of ids.
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// One row per element identified by the property at `id`, selecting one id.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// The rows of a selectable list: each row of `base` wrapped in a ``SelectableRow`` whose
/// selection value is the row's `.tag(_:)` when it has one, else the row's id.
struct SelectableRows: View, PrimitiveView, RowSource {
    let base: any RowSource
    let selection: ListSelection

    var body: Never { primitiveBody() }
    func makeNode(parent: Node) -> Node { EmptyView().makeNode(parent: parent) }

    var rowCount: Int { base.rowCount }
    func rowID(at index: Int) -> AnyHashable { base.rowID(at: index) }
    func rowIDs(in range: Range<Int>) -> any RowIDs { base.rowIDs(in: range) }
    func rowView(at index: Int) -> any View {
        let row = base.rowView(at: index)
        // As in SwiftUI, a row's `.tag(_:)` is its selection value; else the row's id.
        return SelectableRow(content: row, id: explicitTag(of: row) ?? base.rowID(at: index), selection: selection)
    }
    func updateRow(at index: Int, node: Node) { node.update(with: rowView(at: index)) }
    var rowType: Any.Type? { SelectableRow.self }
}

/// One row of a selectable list: renders a `.group` with attributes `selectable` = `true` and
/// `selected` = `true`/`false` around the row's view. A `tap` selects it (refused with
/// `notApplicable` when the row's id is not of the selection's type, or the list is disabled).
struct SelectableRow: View, ElementView {
    let content: any View
    let id: AnyHashable
    let selection: ListSelection

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [
            .selectable: "true", .selected: selection.isSelected(id) ? "true" : "false",
        ]
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        let select = ListRowSelect(select: selection.select, rowID: id)
        return ElementDescription(
            kind: .group, attributes: attributes, children: [content.environment(\.listRowSelect, select)])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a list row takes taps only") }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the list is disabled")
        }
        guard selection.select(id) else {
            throw HostEventError.notApplicable(node.ownID, "the row's id \(id.base) is not a selection value")
        }
    }
}

/// What a `NavigationLink(value:)` inside a selectable row does instead of pushing: as in SwiftUI,
/// a link in a `List(selection:)` selects (its value when it is of the selection's type, else the
/// row's id), and the split view's detail shows the selection.
struct ListRowSelect {
    let select: @MainActor (AnyHashable) -> Bool
    let rowID: AnyHashable
}

struct ListRowSelectKey: EnvironmentKey {
    static var defaultValue: ListRowSelect? { nil }
}

extension EnvironmentValues {
    var listRowSelect: ListRowSelect? {
        get { self[ListRowSelectKey.self] }
        set { self[ListRowSelectKey.self] = newValue }
    }
}
