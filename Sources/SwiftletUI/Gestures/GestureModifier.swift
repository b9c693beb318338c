import Foundation

/// How a gesture attached to a view competes with the others on it and on its subviews.
enum GesturePriority: Sendable {
    /// `.gesture`: a subview's gesture of the same kind wins; on one view the innermost wins.
    case normal
    /// `.highPriorityGesture`: wins over the view's other gestures and its subviews'.
    case high
    /// `.simultaneousGesture`: recognised together with the others.
    case simultaneous

    /// The suffix of the host tokens (see `GestureModifier`).
    var tokenSuffix: String {
        switch self {
        case .normal: ""
        case .high: "@h"
        case .simultaneous: "@s"
        }
    }
}

/// A modifier that takes `HostEvent.gesture` for the node it marks, with the host recognisers it
/// needs. Its tokens go into the node's `gestures` attribute, joined with those of the node's other
/// gesture modifiers (innermost first), so hosts see every recogniser of an element:
/// `tap:N`, `press:SECONDS:POINTS`, `drag:POINTS`, `magnify`, `rotate`, `hover`, `hoverMove`,
/// each followed by `@h` (high priority), `@s` (simultaneous) and `@o` (subviews' gestures off).
@MainActor
protocol GestureHandlingModifier: BuiltinModifier {
    var gesturePriority: GesturePriority { get }
    /// The host tokens, with their suffixes.
    var gestureTokens: [String] { get }
    /// Runs the attached gesture with `input`; false when the gesture ignored it.
    func receiveGesture(_ input: GestureInput, node: ModifierNode) -> Bool
}

extension GestureHandlingModifier {
    func addAttributes(to attributes: inout [RenderAttribute: String]) {
        let tokens = gestureTokens
        guard !tokens.isEmpty else { return }
        let mine = tokens.joined(separator: " ")
        attributes[.gestures] = attributes[.gestures].map { $0 + " " + mine } ?? mine
    }

    func didUpdate(from old: any BuiltinModifier, node: ModifierNode) {
        guard let old = old as? any GestureHandlingModifier, old.gestureTokens != gestureTokens else { return }
        // The node's other gesture modifiers may not have their new values yet: the attribute is
        // written once the pass is over.
        node.graph.enqueueCallback { [weak node] in node?.rewriteGestureAttribute() }
    }
}

/// `.gesture`, `.simultaneousGesture` and `.highPriorityGesture`.
struct GestureModifier<G: Gesture>: GestureHandlingModifier {
    let gesture: G
    let gesturePriority: GesturePriority
    let mask: GestureMask

    var gestureTokens: [String] {
        guard mask.contains(.gesture) else { return [] }
        var tokens: [String] = []
        gesture.gestureTokens(into: &tokens)
        let suffix = gesturePriority.tokenSuffix + (mask.contains(.subviews) ? "" : "@o")
        return suffix.isEmpty ? tokens : tokens.map { $0 + suffix }
    }

    func receiveGesture(_ input: GestureInput, node: ModifierNode) -> Bool {
        guard mask.contains(.gesture) else { return false }
        let step = gesture.gestureReceive(input, at: "g", in: node.gestureStore)
        if case .ignored = step { return false }
        return true
    }
}

/// The slot of a gesture modifier's node that holds its gestures' state (`ModifierNode.gestureStore`).
private enum GestureStoreSlot: NodeSlotKey {
    typealias Value = GestureStore
}

extension ModifierNode {
    /// The state of this node's gestures between inputs.
    var gestureStore: GestureStore {
        if let store = slots[GestureStoreSlot.self] { return store }
        let store = GestureStore()
        slots[GestureStoreSlot.self] = store
        return store
    }

    /// Writes the `gestures` attribute of the rendered node from every gesture modifier on it.
    func rewriteGestureAttribute() {
        guard isMounted else { return }
        let id = renderID
        var top: Node = self
        while let parent = top.parent, parent.renderID == id { top = parent }
        var tokens: [String] = []
        var current: Node? = top
        while let node = current, node.renderID == id {
            if let modifier = (node as? ModifierNode)?.modifier as? any GestureHandlingModifier {
                tokens.insert(contentsOf: modifier.gestureTokens, at: 0)
            }
            current = node.childNodes.first
        }
        if tokens.isEmpty {
            graph.operations.removeAttribute(id, name: .gestures)
        } else {
            graph.operations.setAttribute(id, name: .gestures, value: tokens.joined(separator: " "))
        }
    }
}

extension ViewGraph {
    /// Runs a host's gesture report on the gestures attached to the rendered node `id` (`node` is
    /// its owner): on one element the high-priority gesture that takes it, else the innermost
    /// gesture that takes it, and every simultaneous one. Throws `invalidValue` for NaN, infinite
    /// or out-of-range numbers and `notApplicable` when no gesture on the node recognises its kind.
    func sendGesture(_ input: GestureInput, to node: Node, id: NodeID) throws {
        if let problem = input.problem { throw HostEventError.invalidValue(id, problem) }
        var handlers: [(ModifierNode, any GestureHandlingModifier)] = []
        var current: Node? = node
        while let candidate = current, candidate.renderID == id {
            if let modifierNode = candidate as? ModifierNode,
                let handler = modifierNode.modifier as? any GestureHandlingModifier
            {
                handlers.append((modifierNode, handler))
            }
            current = candidate.parent
        }
        let kinds = Set(handlers.flatMap { $0.1.gestureTokens.compactMap(Self.gestureKind(ofToken:)) })
        guard kinds.contains(input.kind == .longPress ? .press : input.kind) else {
            throw HostEventError.notApplicable(id, "no \(input.kind.rawValue) gesture on this node")
        }
        var taken = false
        for (modifierNode, handler) in handlers.reversed() where handler.gesturePriority == .high {
            if handler.receiveGesture(input, node: modifierNode) {
                taken = true
                break
            }
        }
        if !taken {
            for (modifierNode, handler) in handlers where handler.gesturePriority == .normal {
                if handler.receiveGesture(input, node: modifierNode) { break }
            }
        }
        for (modifierNode, handler) in handlers where handler.gesturePriority == .simultaneous {
            _ = handler.receiveGesture(input, node: modifierNode)
        }
    }

    /// The input kinds a host token stands for (`press` tokens take both `press` and `longPress`).
    static func gestureKind(ofToken token: String) -> GestureInput.Kind? {
        let name = token.prefix { $0 != ":" && $0 != "@" }
        switch name {
        case "hover", "hoverMove": return .hover
        default: return GestureInput.Kind(rawValue: String(name))
        }
    }
}
