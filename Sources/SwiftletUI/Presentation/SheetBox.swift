/// The presented sheet: renders `.sheet` with the content as its only child, and gives the content
/// an `@Environment(\.dismiss)` that closes the sheet.
///
/// Host events addressed to the sheet node: `tap` dismisses it (Escape, a click outside, a swipe),
/// refused with `notApplicable` under ``View/interactiveDismissDisabled(_:)``; `select` with a detent
/// name (`medium`, `large`) switches the detent: it writes the selection binding of
/// ``View/presentationDetents(_:selection:)`` and is refused for a detent the sheet does not offer.
struct SheetBox<Content: View>: View, ElementView {
    let content: Content
    let dismiss: @MainActor () -> Void
    /// How it is presented: `presentation` = `fullScreenCover` or `popover` (absent: a sheet).
    var attributes: [RenderAttribute: String] = [:]
    /// Whether the host's dismiss is refused whatever the content says (a full-screen cover).
    var refusesHostDismiss = false

    init(
        content: Content, attributes: [RenderAttribute: String] = [:], refusesHostDismiss: Bool = false,
        dismiss: @escaping @MainActor () -> Void
    ) {
        self.content = content
        self.attributes = attributes
        self.refusesHostDismiss = refusesHostDismiss
        self.dismiss = dismiss
    }

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        let dismiss = dismiss
        let dismissed = content.environment(\.dismiss, DismissAction(action: dismiss))
            .environment(\.isPresented, true)
        return ElementDescription(kind: .sheet, attributes: attributes, children: [dismissed])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        let modifiers = SheetSettings.modifiers(under: node)
        switch event {
        case .tap(let id):
            if refusesHostDismiss {
                throw HostEventError.notApplicable(id, "a full-screen cover is closed by the app only")
            }
            if modifiers.contains(where: { ($0 as? InteractiveDismissModifier)?.isDisabled == true }) {
                throw HostEventError.notApplicable(id, "this sheet cannot be dismissed interactively")
            }
            dismiss()
        case .select(let id, let name):
            guard let detents = modifiers.lazy.compactMap({ $0 as? PresentationDetentsModifier }).first,
                let detent = detents.detents.first(where: { $0.name == name })
            else {
                throw HostEventError.notApplicable(id, "this sheet has no detent named \(name)")
            }
            detents.selection?.wrappedValue = detent
        default:
            throw HostEventError.notApplicable(node.ownID, "a sheet takes tap (dismiss) and select (detent)")
        }
    }
}

/// Finds the presentation modifiers inside a sheet's content (not inside sheets nested in it).
@MainActor
enum SheetSettings {
    static func modifiers(under node: Node) -> [any BuiltinModifier] {
        var found: [any BuiltinModifier] = []
        var stack = node.childNodes
        while let next = stack.popLast() {
            if let element = next as? ElementNode, element.view is any SheetBoxMarker { continue }
            if let modifier = next as? ModifierNode, modifier.modifier is any PresentationSetting {
                found.append(modifier.modifier)
            }
            stack.append(contentsOf: next.childNodes)
        }
        return found
    }
}

/// Marks sheet boxes so a sheet's settings search stops at nested sheets.
protocol SheetBoxMarker {}
extension SheetBox: SheetBoxMarker {}
