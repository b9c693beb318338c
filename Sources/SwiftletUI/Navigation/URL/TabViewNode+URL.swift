/// The selected tab as the `tab` query item, and back.
extension TabViewNode {
    /// The text of the tab at `index`: its tag's segment (`1`, `typewriter`), or its position when
    /// the tag has none.
    private func urlText(ofTab index: Int) -> String {
        let tag = tag(at: index)
        return RouteCodecs.codec(for: tag)?.segment(for: tag) ?? String(index)
    }

    /// The selected tab's text, or `nil` while the tab the view started with is shown.
    func urlTab() -> String? {
        guard let index = selectedIndex, index != initialIndex, index < declarations.count else { return nil }
        return urlText(ofTab: index)
    }

    /// Selects the tab whose text is `raw` (as a tap on its bar button does); false when no tab has it.
    func restore(tab raw: String) -> Bool {
        guard let index = declarations.indices.first(where: { urlText(ofTab: $0) == raw }) else { return false }
        select(index: index)
        return true
    }
}
