import Foundation

/// How a view enters and leaves when it is inserted or removed in an animated change, as in SwiftUI.
///
/// A transition is two sets of attributes, the *active* states the view animates from when it is
/// inserted and to when it is removed (its own attributes are the identity state). It travels as
/// the attribute `transition` on the view's rendered node (JSON: `{"in":{…},"out":{…}}`, see
/// docs/engine.md); hosts run it only when the insertion or removal is animated. A removed view
/// stays on screen until its removal has run. Without `.transition`, hosts fade (`.opacity`).
public struct AnyTransition: Sendable, Equatable {
    /// The attributes of the inserted view's starting state.
    var insertion: [RenderAttribute: String]
    /// The attributes of the removed view's final state.
    var removal: [RenderAttribute: String]
    /// The identity state of `.modifier(active:identity:)` (empty: the view's own attributes).
    var identity: [RenderAttribute: String] = [:]
    /// The transition's own animation, overriding the change's.
    var animation: Animation?

    init(insertion: [RenderAttribute: String], removal: [RenderAttribute: String]) {
        self.insertion = insertion
        self.removal = removal
    }

    init(both: [RenderAttribute: String]) { self.init(insertion: both, removal: both) }

    /// Fades in and out.
    public static let opacity = AnyTransition(both: [.opacity: "0"])
    /// Nothing: the view appears and disappears at once.
    public static let identity = AnyTransition(both: [:])
    /// Grows from nothing and shrinks to nothing, about the centre.
    public static let scale = scale(scale: 0)

    /// Scales from `scale` when inserted and to `scale` when removed, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let factor = Double(scale).isFinite ? Double(scale) : 0
        var attributes: [RenderAttribute: String] = [
            .transitionScale: "\(attributeNumber(factor)) \(attributeNumber(factor))"
        ]
        if anchor != .center {
            attributes[.transitionAnchor] = "\(attributeNumber(Double(anchor.x))) \(attributeNumber(Double(anchor.y)))"
        }
        return AnyTransition(both: attributes)
    }

    /// Slides in from the leading edge and out to the trailing edge (by the view's own width).
    public static let slide = AnyTransition(
        insertion: [.transitionMove: "leading"], removal: [.transitionMove: "trailing"])

    /// Moves in from `edge` and back out to it, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(both: [.transitionMove: edge.name]) }

    /// Moves in from `edge` and out to the opposite edge, fading, as one screen pushes another.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(
            insertion: [.transitionMove: edge.name, .opacity: "0"],
            removal: [.transitionMove: edge.opposite.name, .opacity: "0"])
    }

    /// Moves in from and out to `offset` points away.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        Self.offset(x: offset.width, y: offset.height)
    }

    /// Moves in from and out to (`x`, `y`) points away.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        let dx = Double(x).isFinite ? Double(x) : 0
        let dy = Double(y).isFinite ? Double(y) : 0
        return AnyTransition(both: [.transitionOffset: "\(attributeNumber(dx)) \(attributeNumber(dy))"])
    }

    /// `insertion` when the view is inserted and `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var made = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        made.identity = insertion.identity.merging(removal.identity) { first, _ in first }
        made.animation = insertion.animation ?? removal.animation
        return made
    }

    /// Both transitions at once (say `.opacity.combined(with: .scale)`).
    public func combined(with other: AnyTransition) -> AnyTransition {
        var made = self
        made.insertion.merge(other.insertion) { _, new in new }
        made.removal.merge(other.removal) { _, new in new }
        made.identity.merge(other.identity) { _, new in new }
        made.animation = animation ?? other.animation
        return made
    }

    /// Runs this transition with `animation` instead of the change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var made = self
        made.animation = animation
        return made
    }

    /// A transition between your own modifier's `active` state (inserted from, removed to) and its
    /// `identity` state. The modifiers' attributes are rendered for both states (say `.opacity`,
    /// `.scaleEffect`, `.rotationEffect`, `.offset`, `.blur` inside the modifier's body); other
    /// content of the modifier's body is not part of the transition.
    @MainActor
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        var made = AnyTransition(both: attributes(of: active))
        made.identity = attributes(of: identity)
        return made
    }

    /// The attributes a modifier's body puts on its content (the outermost wins).
    @MainActor
    static func attributes<E: ViewModifier>(of modifier: E) -> [RenderAttribute: String] {
        let body: any View = modifier.body(content: ViewModifierContent(box: ContentBox(content: EmptyView())))
        var found: [RenderAttribute: String] = [:]
        var current = body
        while let modified = current as? any ModifiedContentProtocol {
            if let attributes = modified.builtinModifier?.attributes {
                for (name, value) in attributes where found[name] == nil { found[name] = value }
            }
            current = modified.anyContent
        }
        return found
    }

    /// The value of the `transition` attribute.
    var attributeValue: String {
        var object: [String: [RenderAttribute: String]] = ["in": insertion, "out": removal]
        if !identity.isEmpty { object["id"] = identity }
        if let animation { object["anim"] = [.timing: animation.timing.attributeValue] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(object) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Edge {
    /// The edge's name in attributes.
    var name: String {
        switch self {
        case .top: "top"
        case .leading: "leading"
        case .bottom: "bottom"
        case .trailing: "trailing"
        }
    }

    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

/// How a view's content (a text's characters) changes in an animated update, as in SwiftUI. Hosts
/// show every kind but `.identity` as a cross-fade of the old and new content (attribute
/// `contentTransition`).
public struct ContentTransition: Sendable, Equatable {
    let name: String

    /// No animation of the content.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolates between the two contents where it can (a cross-fade in the browser).
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll to their new value (a cross-fade in the browser).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
    /// Digits roll towards `value` (a cross-fade in the browser).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// How this view enters and leaves when an animated change inserts or removes it. Attribute
    /// `transition` (see ``AnyTransition``).
    public func transition(_ transition: AnyTransition) -> some View {
        builtin(AttributeModifier(.transition, transition.attributeValue))
    }

    /// How this view's content changes in an animated update. Attribute `contentTransition`.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        builtin(AttributeModifier(.contentTransition, transition.name))
    }
}
