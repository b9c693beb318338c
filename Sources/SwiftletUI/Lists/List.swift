/// A scrolling list of rows, lazily materialised like ``LazyVStack``. Renders `.list`.
public struct List<Content: View>: View, LazyContainer {
    let content: Content
    /// `List(selection:)`'s binding (Lists and navigation): rows become selectable.
    var selection: ListSelection?

    /// A list of the rows `content` builds (a `ForEach`, or static rows).
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    var lazyKind: RenderKind { .list }
    var lazyAttributes: [RenderAttribute: String] {
        selection.map { [.selection: $0.multiple ? "multiple" : "single"] } ?? [:]
    }
    var lazyContent: any View {
        guard let selection else { return content }
        return SelectableRows(base: rowSource(of: content), selection: selection)
    }
}

extension List {
    /// One row per element, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per `Identifiable` element.
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
        content = ForEach(data, content: rowContent)
    }
}
