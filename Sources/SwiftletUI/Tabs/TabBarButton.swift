/// The button of one tab in a ``TabView``'s bar: a `.button` with attribute `tabItem` = `true`,
/// `selected`, `tabPanel` (the id of its tab's `.tab` node) and `badge` (the tab's `.badge`, if
/// any), showing the tab's label (or "Tab N" without one). A tap selects the tab.
struct TabBarButton: View, ElementView {
    let label: any View
    let isSelected: Bool
    let panelID: NodeID
    /// The tab's `.badge`: attribute `badge`.
    let badge: String?
    let select: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [
            .tabItem: "true", .selected: isSelected ? "true" : "false", .tabPanel: String(panelID.rawValue),
        ]
        if let badge { attributes[.badge] = badge }
        return ElementDescription(kind: .button, attributes: attributes, children: [label])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else { throw HostEventError.notApplicable(node.ownID, "a tab button takes taps only") }
        select()
    }
}
