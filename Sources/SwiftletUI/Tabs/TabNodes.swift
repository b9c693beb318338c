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
    /// The tab shown when the tab view mounted (the URL names any other).
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
        let declared = view.tabViews
        declarations = declared.map { TabDeclaration(of: $0.view) }
        selectedIndex = resolveSelection()
        initialIndex = selectedIndex
        styleAttributes = readStyleAttributes()
        graph.host.urlNavigation.register(tabView: self)
        var buttons: [RenderNode] = []
        var panels: [RenderNode] = []
        for (index, tabDeclaration) in declared.enumerated() {
            let tab = makeTab(index: index, declared: tabDeclaration, isSelected: index == selectedIndex)
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

    override func willUnmount() { graph.host.urlNavigation.unregister(tabView: self) }

    private var selectionAttributes: [RenderAttribute: String] {
        var attributes = styleAttributes
        if let selectedIndex { attributes[.selection] = String(selectedIndex) }
        return attributes
    }

    /// The attributes of the tab view style and index view style set above (`tabStyle`,
    /// `indexDisplay`, `indexBackground`), as last read.
    private var styleAttributes: [RenderAttribute: String] = [:]

    /// Reads the styles (a tracked read: a change refreshes this node) and returns their attributes.
    private func readStyleAttributes() -> [RenderAttribute: String] {
        Tracking.reading(as: self) {
            var attributes = scope.read(\.tabViewStyleAttributes)
            if attributes[.tabStyle] != nil {
                let background = scope.read(\.indexBackgroundName)
                if background != "automatic" { attributes[.indexBackground] = background }
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

    private func makeTab(index: Int, declared: DeclaredTab, isSelected: Bool) -> TabNode {
        TabNode(
            graph: graph, parent: self, index: index, identity: declared.identity, content: declared.view,
            label: declarations[index].label, badge: declarations[index].badge, isSelected: isSelected,
            select: { [weak self] index in self?.select(index: index) })
    }

    /// Applies new tab values, matching tabs by identity: removes the tabs that left, moves the kept
    /// ones into the new order (their bar buttons too) and updates them, inserts the new ones, then
    /// moves the appearance if another tab is shown.
    private func reconcile() {
        let declared = view.tabViews
        declarations = declared.map { TabDeclaration(of: $0.view) }
        let newSelection = resolveSelection()
        updateStyleAttributes()
        let previouslyShown = selectedIndex.flatMap { $0 < tabs.count ? tabs[$0] : nil }
        let kept = Set(declared.map(\.identity))
        for tab in tabs where !kept.contains(tab.identity) { remove(tab) }
        tabs.removeAll { !kept.contains($0.identity) }
        for (index, tabDeclaration) in declared.enumerated() {
            if let current = tabs[index...].firstIndex(where: { $0.identity == tabDeclaration.identity }) {
                let tab = tabs[current]
                if current != index { move(tab, from: current, to: index) }
                tab.update(
                    index: index, content: tabDeclaration.view, label: declarations[index].label,
                    badge: declarations[index].badge)
            } else {
                let tab = makeTab(index: index, declared: tabDeclaration, isSelected: false)
                tabs.insert(tab, at: index)
                let rendered = tab.mountTab()
                graph.operations.insert(parent: barID, index: index, node: rendered.button)
                graph.operations.insert(parent: ownID, index: index + 1, node: rendered.panel)
            }
        }
        let shown = newSelection.map { tabs[$0] }
        if shown !== previouslyShown {
            if let previouslyShown, previouslyShown.isMounted { previouslyShown.setSelected(false) }
            shown?.setSelected(true)
        }
        if newSelection != selectedIndex || shown !== previouslyShown {
            selectedIndex = newSelection
            graph.host.urlNavigation.noteChange()
            if let index = newSelection {
                graph.operations.setAttribute(ownID, name: .selection, value: String(index))
            } else {
                graph.operations.removeAttribute(ownID, name: .selection)
            }
        }
    }

    /// Unmounts a tab whose identity left the content, and removes its panel and bar button.
    private func remove(_ tab: TabNode) {
        let id = tab.renderID
        let buttonID = tab.buttonID
        tab.unmount()
        if let buttonID { graph.operations.remove(buttonID) }
        graph.operations.remove(id)
    }

    /// Moves a kept tab from place `current` to place `index` (before it), in `tabs`, the bar and
    /// the tab view's panels.
    private func move(_ tab: TabNode, from current: Int, to index: Int) {
        tabs.remove(at: current)
        tabs.insert(tab, at: index)
        if let buttonID = tab.buttonID { graph.operations.move(buttonID, parent: barID, index: index) }
        graph.operations.move(tab.renderID, parent: ownID, index: index + 1)
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
    /// What identifies the tab among its tab view's tabs (see ``DeclaredTab``).
    let identity: [AnyHashable]
    /// The tab's place in the tab view (it changes when tabs before it come or go).
    private(set) var index: Int
    private(set) var isSelected: Bool
    private var button: Node!
    private var content: Node!
    private var pendingContent: (any View)?
    private var label: (any View)?
    private var badge: String?
    /// Selects the tab at the index it is given (the tab's index when its button is tapped).
    private let select: @MainActor (Int) -> Void

    init(
        graph: ViewGraph, parent: Node, index: Int, identity: [AnyHashable], content: any View, label: (any View)?,
        badge: String?, isSelected: Bool, select: @escaping @MainActor (Int) -> Void
    ) {
        ownID = graph.allocateID()
        self.identity = identity
        self.index = index
        self.isSelected = isSelected
        self.pendingContent = content
        self.label = label
        self.badge = badge
        self.select = select
        // Named by identity, so a moved tab keeps its name and no two tabs share one.
        super.init(
            graph: graph, parent: parent,
            component: .name("Tab." + identity.map { "\($0.base)" }.joined(separator: ".")))
        graph.register(self, for: ownID)
    }

    override var renderID: NodeID { ownID }
    override var childNodes: [Node] { [button, content].compactMap { $0 } }

    /// Whether this tab hides `child` (its content while the tab is not selected).
    override func hides(_ child: Node) -> Bool { !isSelected && child === content }

    private var buttonView: TabBarButton {
        TabBarButton(
            label: label ?? Text("Tab \(index + 1)"), isSelected: isSelected, panelID: ownID, badge: badge,
            select: { [weak self] in
                guard let self else { return }
                self.select(self.index)
            })
    }

    /// The id of the bar button's rendered node, once mounted.
    var buttonID: NodeID? { button?.renderID }

    private var attributes: [RenderAttribute: String] {
        var attributes: [RenderAttribute: String] = [.index: String(index), .selected: isSelected ? "true" : "false"]
        if let buttonID { attributes[.tabButton] = String(buttonID.rawValue) }
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

    func update(index newIndex: Int, content newContent: any View, label newLabel: (any View)?, badge newBadge: String?)
    {
        if newIndex != index {
            index = newIndex
            graph.operations.setAttribute(ownID, name: .index, value: String(newIndex))
        }
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
        graph.operations.setAttribute(ownID, name: .selected, value: selected ? "true" : "false")
        button.update(with: buttonView)
    }

    override func visibilityChanged(visible: Bool) {
        if isSelected { content.visibilityChanged(visible: visible) }
    }
}
