/// Where a scrolled-to view ends up in the visible area.
public enum ScrollAnchor: String, Sendable, Hashable {
    case top, center, bottom
}

/// Scrolls the scroll views inside a ``ScrollViewReader``, as in SwiftUI: `proxy.scrollTo(id)`.
///
/// A target is a view marked with `.id(_:)` inside the reader's content. Main actor only.
@MainActor
public struct ScrollViewProxy {
    let request: Binding<ScrollRequest?>

    /// Asks the host to scroll so that the view marked `.id(id)` is visible, placed at `anchor`
    /// (nearest edge when `nil`). Applied in the next tick; calling it again with the same id scrolls
    /// again.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: ScrollAnchor? = nil) {
        let serial = (request.wrappedValue?.serial ?? 0) + 1
        request.wrappedValue = ScrollRequest(target: ScrollTargetID.text(for: id), anchor: anchor, serial: serial)
    }
}

/// The latest scroll request of one reader.
struct ScrollRequest: Equatable {
    let target: String
    let anchor: ScrollAnchor?
    let serial: Int
}

/// A view that gives its content a ``ScrollViewProxy``.
///
/// Renders its content with attributes `scrollTo` (the target's id text), `scrollAnchor` and
/// `scrollSerial` (incremented per request) on the content's node after `scrollTo(_:anchor:)`;
/// hosts scroll the descendant whose `scrollTarget` attribute equals `scrollTo` into view whenever
/// `scrollSerial` changes.
public struct ScrollViewReader<Content: View>: View {
    @State private var request: ScrollRequest?
    let content: (ScrollViewProxy) -> Content

    /// A reader whose `content` receives the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy(request: $request)).builtin(ScrollRequestModifier(request: request))
    }
}

/// Carries a reader's latest request as attributes of its content.
struct ScrollRequestModifier: BuiltinModifier {
    let request: ScrollRequest?

    var attributes: [RenderAttribute: String] {
        guard let request else { return [:] }
        var attributes: [RenderAttribute: String] = [.scrollTo: request.target, .scrollSerial: String(request.serial)]
        if let anchor = request.anchor { attributes[.scrollAnchor] = anchor.rawValue }
        return attributes
    }
}

/// The text form of a scroll target id (the same for `.id(_:)` and `scrollTo(_:)`).
enum ScrollTargetID {
    static func text<ID: Hashable>(for id: ID) -> String { String(describing: id) }
}

extension View {
    /// Names this view as a scroll target for ``ScrollViewProxy/scrollTo(_:anchor:)``: attribute
    /// `scrollTarget` (the id as text). Unlike SwiftUI it does not give the view a new identity when
    /// `id` changes.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        builtin(AttributeModifier(.scrollTarget, ScrollTargetID.text(for: id)))
    }
}
