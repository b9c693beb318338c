/// A navigation container: shows its root and the screens pushed above it.
///
/// Renders `.navigationStack` with attribute `depth` (the number of pushed screens); its children
/// are the root and then each pushed screen in order, and hosts show the last one. Screens come
/// from two sources: values of the stack's path (pushed by `NavigationLink(value:)` or written to a
/// bound path, each shown by the `.navigationDestination(for:destination:)` of its type) and
/// views pushed by `NavigationLink(destination:)`, which sit above the value screens (pushing a
/// value removes them, as a new path replaces what was on top).
///
/// A host's `navigateBack` event, or `@Environment(\.dismiss)` in a pushed screen, pops the top
/// screen (for a value screen: the path loses its last value): it is removed in the next tick,
/// which cancels its tasks. Pushes and pops are applied by ticks. Only the stack reads its path,
/// so a push re-evaluates the stack and mounts the new screen, not the view owning the path.
///
/// Only the top screen is shown, as in SwiftUI: the screens below it stay mounted (their `@State`
/// and `@StateObject`s stay), but they run no `onAppear` and no `.task`. In the tick that covers a
/// screen, its `.task`s are cancelled and its `onDisappear` actions run; then the new top screen
/// runs its `onAppear` actions and its tasks start at the end of the tick. A pop shows the screen
/// below again the same way. A path restored from a URL (or set at once by the app) mounts every
/// value screen, and only the last one appears.
public struct NavigationStack<Content: View>: View, PrimitiveView {
    let content: Content
    let path: NavigationPathBinding?
    /// Set for a split view's detail column: the sidebar's links show their values here.
    var splitLink: SplitDetailLink? = nil

    /// A stack whose root screen is `root`; it keeps its own path.
    public init(@ViewBuilder root: () -> Content) {
        content = root()
        path = nil
    }

    /// A stack whose pushed values are `path`: writing the binding pushes or pops screens, and
    /// links and the back control write it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
        content = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(elements: $0) },
            accepts: { _ in true }, elementCodec: nil)
    }

    /// A stack whose pushed values are the elements of a typed collection (`[Int]`, `[Route]`).
    /// Links whose value is of another type push nothing.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        content = root()
        self.path = NavigationPathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element }, elementCodec: RouteCodecs.register(Data.Element.self))
    }

    public var body: Never { primitiveBody() }

    func makeNode(parent: Node) -> Node {
        NavigationNode(graph: parent.graph, parent: parent, root: content, path: path, splitLink: splitLink)
    }
}

/// A stack's bound path, erased to its values. The stack's node reads it through `get` (a tracked
/// read) and writes pushes and pops through `set`.
struct NavigationPathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
    /// Whether the path can hold the value.
    let accepts: (AnyHashable) -> Bool
    /// The codec of a typed path's elements (its segments carry no type name);
    /// `nil` for a `NavigationPath`.
    let elementCodec: (any RouteCoding)?
}

/// Pops the top screen of the enclosing navigation stack: `@Environment(\.dismiss) var dismiss`,
/// then `dismiss()`. Does nothing outside a pushed screen.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the presenting screen.
    @MainActor public func callAsFunction() { action() }
}

/// What links and destination modifiers reach of the enclosing navigation stack.
struct NavigationPushAction {
    /// Pushes a view (`NavigationLink(destination:)`).
    let push: @MainActor (any View) -> Void
    /// Appends a value to the path (`NavigationLink(value:)`); false if the path cannot hold it.
    let pushValue: @MainActor (AnyHashable) -> Bool
    /// The `.navigationDestination(for:)` registrations of the stack.
    let destinations: NavigationDestinations
    /// Pushes a view for `.navigationDestination(isPresented:)`'s `owner`; `onPop` runs when the
    /// screen is popped by the stack (back, dismiss, a path change).
    let present:
        @MainActor (_ owner: ObjectIdentifier, _ view: any View, _ onPop: @escaping @MainActor () -> Void) -> Void
    /// Pops the screen `owner` presented, and every screen above it.
    let withdraw: @MainActor (_ owner: ObjectIdentifier) -> Void
    /// Whether `owner`'s screen is shown or about to be.
    let isPresenting: @MainActor (_ owner: ObjectIdentifier) -> Bool
}

/// The destinations registered by `.navigationDestination(for:destination:)` inside one stack, by
/// the value type. Every modifier placed for a type keeps its own registration, in the order they
/// were first placed (the root's first, then each pushed screen's); a value resolves to the
/// registration closest to the root, and a modifier that leaves (its screen popped) removes only
/// its own, so a recursive screen that declares the destination of its own type keeps working.
@MainActor
final class NavigationDestinations {
    private typealias Registration = (owner: ObjectIdentifier, make: (AnyHashable) -> (any View)?)
    private var byType: [ObjectIdentifier: [Registration]] = [:]

    func register(_ type: Any.Type, owner: AnyObject, make: @escaping (AnyHashable) -> (any View)?) {
        let key = ObjectIdentifier(type)
        let id = ObjectIdentifier(owner)
        var registrations = byType[key] ?? []
        if let index = registrations.firstIndex(where: { $0.owner == id }) {
            registrations[index].make = make
        } else {
            registrations.append((id, make))
        }
        byType[key] = registrations
    }

    func unregister(_ type: Any.Type, owner: AnyObject) {
        let key = ObjectIdentifier(type)
        byType[key]?.removeAll { $0.owner == ObjectIdentifier(owner) }
        if byType[key]?.isEmpty == true { byType[key] = nil }
    }

    /// The codecs of the types that have a destination here.
    var registeredCodecs: [any RouteCoding] {
        byType.keys.compactMap { RouteCodecs.codec(forKey: $0) }
    }

    /// The destination of `value`, or `nil` when no destination is registered for its type.
    func view(for value: AnyHashable) -> (any View)? {
        byType[ObjectIdentifier(type(of: value.base))]?.first?.make(value)
    }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPushAction? { nil }
}

extension EnvironmentValues {
    /// Pops the current screen of the enclosing navigation stack.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] ?? DismissAction(action: {}) }
        set { self[DismissKey.self] = newValue }
    }

    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}

/// What a value screen shows when no `.navigationDestination(for:)` handles the value's type.
struct MissingDestination: View, ElementView {
    let typeName: String
    var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .text, text: "No navigationDestination(for: \(typeName).self) in this NavigationStack",
            attributes: [.missingDestination: "true"])
    }
}

@MainActor
protocol NavigationContent {
    var rootContent: any View { get }
    var pathBinding: NavigationPathBinding? { get }
}

extension NavigationStack: NavigationContent {
    var rootContent: any View { content }
    var pathBinding: NavigationPathBinding? { path }
}
