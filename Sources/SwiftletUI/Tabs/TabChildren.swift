/// One tab a ``TabView``'s content declares: its view and its identity.
struct DeclaredTab {
    /// Where the tab sits in the content's structure, as SwiftUI identifies views: its position
    /// among the content's children, then the branch of each `if` or `switch` and the id of a
    /// `ForEach` row on the way to it. A tab keeps its node (and `@State`) while its identity stays,
    /// wherever it moves.
    let identity: [AnyHashable]
    let view: any View
}

/// The tabs a ``TabView``'s content declares, in order: its children, with the rows of a `ForEach`
/// spliced in (each tagged by its id unless it has a `.tag` of its own, as SwiftUI tags them) and the
/// shown branch of an `if` or `switch` (nothing for an `if` whose condition is false). A row id that
/// repeats gives its later rows an identity of their own (their occurrence), so no two tabs share one.
@MainActor
func declaredTabs(of view: any View) -> [DeclaredTab] {
    var tabs = declaredTabs(of: view, under: [])
    var seen = Set<[AnyHashable]>()
    for index in tabs.indices {
        var identity = tabs[index].identity
        var occurrence = 1
        while !seen.insert(identity).inserted {
            identity = tabs[index].identity + [AnyHashable(occurrence)]
            occurrence += 1
        }
        if identity != tabs[index].identity { tabs[index] = DeclaredTab(identity: identity, view: tabs[index].view) }
    }
    return tabs
}

@MainActor
private func declaredTabs(of view: any View, under path: [AnyHashable]) -> [DeclaredTab] {
    flattened(view).enumerated().flatMap { position, child -> [DeclaredTab] in
        let identity = path + [AnyHashable(position)]
        if let rows = child as? any TabRowSource { return rows.tabRows(under: identity) }
        if let switching = child as? any SwitchingView {
            let branch = switching.branch
            return branch.content.map { declaredTabs(of: $0, under: identity + [branch.key]) } ?? []
        }
        return [DeclaredTab(identity: identity, view: child)]
    }
}

/// A `ForEach` inside a tab view: each row is a tab.
@MainActor
protocol TabRowSource {
    /// The rows as tabs, identified by `path` and their ids.
    func tabRows(under path: [AnyHashable]) -> [DeclaredTab]
}

extension ForEach: TabRowSource {
    func tabRows(under path: [AnyHashable]) -> [DeclaredTab] {
        data.map { element -> DeclaredTab in
            let rowID = AnyHashable(id(element))
            let row = content(element)
            let tagged: any View = explicitTag(of: row) == nil ? row.builtin(TagModifier(tag: rowID)) : row
            return DeclaredTab(identity: path + [rowID], view: tagged)
        }
    }
}
