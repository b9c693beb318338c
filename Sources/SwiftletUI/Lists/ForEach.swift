/// One view per element of a collection, identified by a key: rows keep their identity (state,
/// tasks) when the collection is reordered, and the engine emits moves instead of rebuilding.
///
/// Inside a `VStack` every row is materialised; inside a ``LazyVStack`` or ``List`` only the rows in
/// the visible window (plus one). Duplicate ids are reported as a diagnostic and the later rows
/// dropped.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection.
    public let data: Data
    let id: (Data.Element) -> ID
    /// Builds the view of one element.
    public let content: (Data.Element) -> Content
    /// `.onDelete`/`.onMove` actions: when set, each row is wrapped in an ``EditableRow`` (Lists and navigation).
    var rowActions: RowEditActions?

    /// Rows identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node { ForEachNode(graph: parent.graph, parent: parent, source: self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows identified by the elements' `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Rows for a constant range, identified by their number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

/// Rows a keyed container can materialise one by one.
@MainActor
protocol RowSource {
    var rowCount: Int { get }
    func rowID(at index: Int) -> AnyHashable
    /// The ids of the rows in `range`, in their own type (for the keyed diff).
    func rowIDs(in range: Range<Int>) -> any RowIDs
    func rowView(at index: Int) -> any View
    /// Gives `node` the view of row `index` (`node.update(row:)`, in the row's own type).
    func updateRow(at index: Int, node: Node)
    /// The type of the row views, for identity paths (`nil`: rows of several types, named `Row`).
    var rowType: Any.Type? { get }
}

extension RowSource {
    func rowIDs(in range: Range<Int>) -> any RowIDs {
        var ids: [AnyHashable] = []
        ids.reserveCapacity(range.count)
        for row in range { ids.append(rowID(at: row)) }
        return TypedRowIDs(ids: ids, firstRow: range.lowerBound)
    }
}

extension ForEach: RowSource {
    var rowCount: Int { data.count }

    private func element(at index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }

    func rowID(at index: Int) -> AnyHashable { AnyHashable(id(element(at: index))) }

    /// Reads the elements through the collection's contiguous storage when it has one (an array):
    /// this code is not specialised for the app's collection type, and its subscript, a coroutine
    /// called through the protocol, allocated its frame for every row.
    func rowIDs(in range: Range<Int>) -> any RowIDs {
        var ids: [ID] = []
        ids.reserveCapacity(range.count)
        let read: Void? = data.withContiguousStorageIfAvailable { elements in
            for index in range { ids.append(id(elements[index])) }
        }
        if read == nil {
            var position = data.index(data.startIndex, offsetBy: range.lowerBound)
            for _ in range {
                ids.append(id(data[position]))
                data.formIndex(after: &position)
            }
        }
        return TypedRowIDs(ids: ids, firstRow: range.lowerBound)
    }

    func rowView(at index: Int) -> any View {
        guard let rowActions else { return content(element(at: index)) }
        return editableRow(at: index, actions: rowActions)
    }

    func updateRow(at index: Int, node: Node) {
        guard let rowActions else { return node.update(row: content(element(at: index))) }
        node.update(row: editableRow(at: index, actions: rowActions))
    }

    var rowType: Any.Type? { rowActions == nil ? Content.self : EditableRow<Content>.self }
}

/// Fixed views used as rows (a lazy container given static content); identified by position.
struct StaticRows: RowSource {
    let views: [any View]
    var rowCount: Int { views.count }
    func rowID(at index: Int) -> AnyHashable { AnyHashable(index) }
    func rowIDs(in range: Range<Int>) -> any RowIDs { TypedRowIDs(ids: Array(range), firstRow: range.lowerBound) }
    func rowView(at index: Int) -> any View { views[index] }
    func updateRow(at index: Int, node: Node) { node.update(with: views[index]) }
    var rowType: Any.Type? { nil }
}

/// The rows of a lazy container's content: a `ForEach`, or each static view as one row.
@MainActor
func rowSource(of content: any View) -> any RowSource {
    if let source = content as? any RowSource { return source }
    let views = flattened(content)
    if views.count == 1, let source = views[0] as? any RowSource { return source }
    return StaticRows(views: views)
}
