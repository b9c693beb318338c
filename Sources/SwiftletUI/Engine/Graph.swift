/// Naming helpers shared by the engine.
enum Graph {
    @MainActor private static var names: [ObjectIdentifier: String] = [:]

    /// The short name of a view's type, generic arguments dropped (`VStack`, `ForEach`).
    @MainActor static func typeName(of value: Any) -> String {
        typeName(ofType: type(of: value))
    }

    /// The short name of `type`, generic arguments dropped; cached per type.
    @MainActor static func typeName(ofType type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        var name: String
        if let named = type as? any IdentityNamed.Type {
            name = named.identityName
        } else {
            name = String(describing: type)
            if let bracket = name.firstIndex(of: "<") { name = String(name[..<bracket]) }
        }
        names[key] = name
        return name
    }

    /// How a row id appears in identity paths (`Row[12]`): its description, without the generic
    /// `String(describing:)` for the common `Int` and `String` ids.
    static func rowComponent(_ typeName: String, id: AnyHashable) -> String {
        if let number = id.base as? Int { return typeName + "[" + String(number) + "]" }
        if let text = id.base as? String { return typeName + "[" + text + "]" }
        return "\(typeName)[\(id.base)]"
    }
}

/// A type as a dictionary key. `ObjectIdentifier` is hashed through the full `Hasher`; this key
/// takes the standard library's one-word path for `Int`, as the engine looks types up per node.
struct TypeKey: Hashable {
    let id: ObjectIdentifier

    init(_ type: Any.Type) { id = ObjectIdentifier(type) }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func _rawHashValue(seed: Int) -> Int { Int(bitPattern: UInt(bitPattern: id))._rawHashValue(seed: seed) }
}

/// A type whose nodes appear in identity paths under another name than the type's own.
@MainActor
protocol IdentityNamed {
    /// The name used in identity paths.
    static var identityName: String { get }
}

/// The last component of a node's identity path, kept in parts: it is spelled out only when a path
/// is asked for (diagnostics, the evaluation log), not for every node a tick mounts.
enum NodeComponent {
    /// A fixed name (`Root`, `ForEach`, `Tab.2`).
    case name(String)
    /// The short name of a type (`VStack`, `BenchTableRow`).
    case type(Any.Type)
    /// One of several children of an element: its type's name and position (`Text.1`).
    case position(Any.Type, Int)
    /// A keyed row: its view type's name (`Row` when nil) and its id (`BenchTableRow[12]`).
    case row(Any.Type?, id: AnyHashable)

    /// The component as it appears in identity paths.
    @MainActor var text: String {
        switch self {
        case .name(let name): name
        case .type(let type): Graph.typeName(ofType: type)
        case .position(let type, let index): Graph.typeName(ofType: type) + ".\(index)"
        case .row(let type, let id): Graph.rowComponent(type.map { Graph.typeName(ofType: $0) } ?? "Row", id: id)
        }
    }
}

/// How the engine makes the node of a view value of one type, found on the type's first value and
/// cached: a primitive builds its own node (`PrimitiveView.nodeMaker`), any other view gets a
/// `ViewNode`. Asking `view as? any PrimitiveView` instead looked the conformance up in the
/// runtime's cache for every node mounted.
@MainActor
enum NodeMakers {
    /// A type's entry: its primitive's node maker, `nil` for a user view. A class, so that reading
    /// the closure out of the table needs no reabstraction thunk (a closure stored directly as a
    /// dictionary value came back through a newly allocated thunk on every lookup).
    private final class Entry {
        let maker: NodeMaker?
        init(_ maker: NodeMaker?) { self.maker = maker }
    }

    @exclusivity(unchecked) private static var entries: [TypeKey: Entry] = [:]

    /// The node maker of views of `type`; `nil` for a user view. A metatype, not a value: an
    /// existential argument would be opened and boxed again by the optimiser at each call.
    static func maker(for type: any View.Type) -> NodeMaker? {
        let key = TypeKey(type)
        if let known = entries[key] { return known.maker }
        let entry = Entry((type as? any PrimitiveView.Type).map { $0.nodeMaker })
        entries[key] = entry
        return entry.maker
    }
}

/// Makes the node of a primitive from a value of the primitive's type, under `parent`.
typealias NodeMaker = @MainActor (any View, Node) -> Node
