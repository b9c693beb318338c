/// The tabs a ``TabView``'s content declares, in order: its children, with the rows of a `ForEach`
/// spliced in (each tagged by its id unless it has a `.tag` of its own, as SwiftUI tags them) and the
/// shown branch of an `if` or `switch` (nothing for an `if` whose condition is false).
///
/// Tabs are matched to the tab view's tabs by position: a tab inserted or removed in the middle of a
/// `ForEach` shifts the ones after it (their content is updated in place, `@State` included).
@MainActor
func tabChildren(of view: any View) -> [any View] {
    flattened(view).flatMap { child -> [any View] in
        if let rows = child as? any TabRowSource { return rows.tabRows() }
        if let switching = child as? any SwitchingView { return switching.branch.content.map(tabChildren(of:)) ?? [] }
        return [child]
    }
}

/// A `ForEach` inside a tab view: each row is a tab.
@MainActor
protocol TabRowSource {
    func tabRows() -> [any View]
}

extension ForEach: TabRowSource {
    func tabRows() -> [any View] {
        data.map { element -> any View in
            let row = content(element)
            guard explicitTag(of: row) == nil else { return row }
            return row.builtin(TagModifier(tag: AnyHashable(id(element))))
        }
    }
}
