/// The node of a ``TabView``: mounts every tab, shows the selected one, and moves appearance
/// (`onAppear`, `onDisappear`, `.task`) from the tab it leaves to the tab it shows.
@MainActor
final class TabViewNode: Node {
    let ownID: NodeID
    /// The id of the bar (`.tabBar`) that holds the tabs' buttons; it has no node of its own.
    let barID: NodeID
    private var view: any TabViewContent
    private var tabs: [TabNode] = []
    var declarations: [TabDeclaration] = []
    /// The selection when no binding holds it.
    private var ownSelection: AnyHashable?
    var selectedIndex: Int?
    /// URLs and history: the tab shown when the tab view mounted (the URL names any other).
    var initialIndex: Int?

    init(graph: ViewGraph, parent: Node, view: any TabViewContent) {
        ownID = graph.allocateID()
        barID = graph.allocateID()
        self.view = view
        super.init(graph: graph, parent: parent, component: .name("TabView"))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { tabs }

    override func mount() -> RenderNode {
        let contents = view.tabViews
        declarations = contents.map(TabDeclaration.init(of:))
        selectedIndex = resolveSelection()
        initialIndex = selectedIndex
        styleAttributes = readStyleAttributes()
        graph.host.urlNavigation.register(tabView: self)  // URLs and history
        var buttons: [RenderNode] = []
        var panels: [RenderNode] = []
        for (index, content) in contents.enumerated() {
            let tab = makeTab(index: index, content: content)
            tabs.append(tab)
            let rendered = tab.mountTab()
            buttons.append(rendered.button)
            panels.append(rendered.panel)
        }
        let bar = RenderNode(id: barID, kind: .tabBar, children: buttons)
        return RenderNode(id: ownID, kind: .tabView, attributes: selectionAttributes, children: [bar] + panels)
    }

    override func snapshot() -> RenderNode {
        let bar = RenderNode(id: barID, kind: .tabBar, children: tabs.map { $0.snapshotButton() })
        return RenderNode(
            id: ownID, kind: .tabView, attributes: selectionAttributes, children: [bar] + tabs.map { $0.snapshot() })
    }

    override func update(with newView: __owned any View) {
        guard let tabView = newView as? any TabViewContent else { return }
        view = tabView
        reconcile()
    }

    override func refresh() {
        pendingReasons = []
        reconcile()
    }

    override func willUnmount() { graph.host.urlNavigation.unregister(tabView: self) }  // URLs and history

    private var selectionAttributes: [String: String] {
        var attributes = styleAttributes
        if let selectedIndex { attributes["selection"] = String(selectedIndex) }
        return attributes
    }

    /// The attributes of the tab view style and index view style set above (`tabStyle`,
    /// `indexDisplay`, `indexBackground`), as last read.
    private var styleAttributes: [String: String] = [:]

    /// Reads the styles (a tracked read: a change refreshes this node) and returns their attributes.
    private func readStyleAttributes() -> [String: String] {
        Tracking.reading(as: self) {
            var attributes = scope.read(\.tabViewStyleAttributes)
            if attributes["tabStyle"] != nil {
                let background = scope.read(\.indexBackgroundName)
                if background != "automatic" { attributes["indexBackground"] = background }
            }
            return attributes
        }
    }

    /// Sends the changes of the style attributes.
    private func updateStyleAttributes() {
        let new = readStyleAttributes()
        guard new != styleAttributes else { return }
        for (name, value) in new where styleAttributes[name] != value {
            graph.operations.setAttribute(ownID, name: name, value: value)
        }
        for name in styleAttributes.keys where new[name] == nil {
            graph.operations.removeAttribute(ownID, name: name)
        }
        styleAttributes = new
    }

    /// The tag a tab stands for: its `.tag`, else its position.
    func tag(at index: Int) -> AnyHashable { declarations[index].tag ?? AnyHashable(index) }

    /// The index of the tab whose tag is the current selection (a tracked read of the binding), the
    /// first tab when nothing matches.
    private func resolveSelection() -> Int? {
        guard !declarations.isEmpty else { return nil }
        epoch += 1
        let selection: AnyHashable? =
            view.hasSelectionBinding ? Tracking.reading(as: self) { view.boundSelection } : ownSelection
        guard let selection else { return 0 }
        return declarations.indices.first { tag(at: $0) == selection } ?? 0
    }

    private func makeTab(index: Int, content: any View) -> TabNode {
        TabNode(
            graph: graph, parent: self, index: index, content: content, label: declarations[index].label,
            badge: declarations[index].badge, isSelected: index == selectedIndex,
            select: { [weak self] in self?.select(index: index) })
    }

    /// Applies new tab values: adds or removes tabs at the end, updates the others, then moves the
    /// appearance if the selection changed.
    private func reconcile() {
        let contents = view.tabViews
        declarations = contents.map(TabDeclaration.init(of:))
        let newSelection = resolveSelection()
        updateStyleAttributes()
        while tabs.count > contents.count, let removed = tabs.popLast() {
            let id = removed.renderID
            let buttonID = removed.buttonID
            removed.unmount()
            if let buttonID { graph.operations.remove(buttonID) }
            graph.operations.remove(id)
        }
        for (index, tab) in tabs.enumerated() {
            tab.update(content: contents[index], label: declarations[index].label, badge: declarations[index].badge)
        }
        if newSelection != selectedIndex {
            if let old = selectedIndex, old < tabs.count { tabs[old].setSelected(false) }
            selectedIndex = newSelection
            if let new = newSelection, new < tabs.count { tabs[new].setSelected(true) }
            graph.host.urlNavigation.noteChange()  // URLs and history
            if let index = newSelection {
                graph.operations.setAttribute(ownID, name: "selection", value: String(index))
            } else {
                graph.operations.removeAttribute(ownID, name: "selection")
            }
        }
        while tabs.count < contents.count {
            let index = tabs.count
            let tab = makeTab(index: index, content: contents[index])
            tabs.append(tab)
            let rendered = tab.mountTab()
            graph.operations.insert(parent: barID, index: index, node: rendered.button)
            graph.operations.insert(parent: ownID, index: index + 1, node: rendered.panel)
        }
    }

    /// The bar button of tab `index` was tapped.
    func select(index: Int) {
        guard isMounted, index < declarations.count else { return }
        let tag = tag(at: index)
        if view.hasSelectionBinding {
            if !view.writeSelection(tag) {
                graph.report(
                    .other, "\(identityPath): the tag of tab \(index) is not of the selection's type; not selected")
            }
        } else if ownSelection != tag {
            ownSelection = tag
            invalidate(.input)
        }
    }
}

/// One tab: renders `.tab` (its panel) with the content as its child, and its bar button, which the
/// ``TabViewNode`` puts into its `.tabBar`. The content counts as hidden (no `onAppear`, no running
/// `.task`) while the tab is not selected.
@MainActor
final class TabNode: Node {
    let ownID: NodeID
    let index: Int
    private(set) var isSelected: Bool
    private var button: Node!
    private var content: Node!
    private var pendingContent: (any View)?
    private var label: (any View)?
    private var badge: String?
    private let select: @MainActor () -> Void

    init(
        graph: ViewGraph, parent: Node, index: Int, content: any View, label: (any View)?, badge: String?,
        isSelected: Bool,
        select: @escaping @MainActor () -> Void
    ) {
        ownID = graph.allocateID()
        self.index = index
        self.isSelected = isSelected
        self.pendingContent = content
        self.label = label
        self.badge = badge
        self.select = select
        super.init(graph: graph, parent: parent, component: .name("Tab.\(index)"))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { [button, content].compactMap { $0 } }

    /// Whether this tab hides `child` (its content while the tab is not selected).
    func hides(_ child: Node) -> Bool { !isSelected && child === content }

    private var buttonView: TabBarButton {
        TabBarButton(
            label: label ?? Text("Tab \(index + 1)"), isSelected: isSelected, panelID: ownID, badge: badge,
            select: select)
    }

    /// The id of the bar button's rendered node, once mounted.
    var buttonID: NodeID? { button?.renderID }

    private var attributes: [String: String] {
        var attributes = ["index": String(index), "selected": isSelected ? "true" : "false"]
        if let buttonID { attributes["tabButton"] = String(buttonID.rawValue) }
        return attributes
    }

    /// Mounts the bar button and the content: the button for the tab view's bar, the panel for
    /// the tab view itself.
    func mountTab() -> (button: RenderNode, panel: RenderNode) {
        let buttonView = buttonView
        button = graph.makeNode(for: buttonView, parent: self, component: .name("TabBarButton"))
        let renderedButton = button.mount()
        let view = pendingContent!
        pendingContent = nil
        content = graph.makeNode(for: view, parent: self)
        let renderedContent = content.mount()
        let panel = RenderNode(id: ownID, kind: .tab, attributes: attributes, children: [renderedContent])
        return (renderedButton, panel)
    }

    /// The panel; use ``mountTab()``, which also mounts the bar button.
    override func mount() -> RenderNode { mountTab().panel }

    /// The bar button as last rendered.
    func snapshotButton() -> RenderNode { button.snapshot() }

    override func snapshot() -> RenderNode {
        RenderNode(id: ownID, kind: .tab, attributes: attributes, children: [content.snapshot()])
    }

    func update(content newContent: any View, label newLabel: (any View)?, badge newBadge: String?) {
        label = newLabel
        badge = newBadge
        button.update(with: buttonView)
        content.update(with: newContent)
    }

    /// Shows or hides the content: runs the appearance hooks of its subtree and updates the bar.
    func setSelected(_ selected: Bool) {
        guard selected != isSelected else { return }
        if selected {
            isSelected = true
            if !isHiddenByContainer { content.visibilityChanged(visible: true) }
        } else {
            if !isHiddenByContainer { content.visibilityChanged(visible: false) }
            isSelected = false
        }
        graph.operations.setAttribute(ownID, name: "selected", value: selected ? "true" : "false")
        button.update(with: buttonView)
    }

    override func visibilityChanged(visible: Bool) {
        if isSelected { content.visibilityChanged(visible: visible) }
    }
}
