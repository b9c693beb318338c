/// `AccessibilityNotification.Announcement` reaches the page through the root
/// node's attribute `announcement`.
extension ViewGraph {
    /// Announces `text` (already cleaned): the root node's attribute `announcement` becomes
    /// `<count> <text>`, the count making a repeated text a new value. Posts before the next tick
    /// are joined, in order. Nothing happens once the graph unmounted.
    func announce(_ text: String) {
        guard pageTarget.root != nil else { return }
        root.announce(text)
        scheduleTick()
    }
}

extension RootNode {
    /// Records `text` as the newest announcement and emits it.
    func announce(_ text: String) {
        // The tick that will carry it: the running one, else the next.
        let carrier = graph.isTicking ? graph.tickNumber : graph.tickNumber + 1
        let joined: String
        if let previous = announcement, previous.carrier == carrier {
            joined = AccessibilityText.clean(previous.text + " " + text)
        } else {
            joined = text
        }
        let count = (announcement?.count ?? 0) + 1
        announcement = Announced(count: count, text: joined, carrier: carrier)
        graph.operations.setAttribute(ownID, name: .announcement, value: "\(count) \(joined)")
    }
}

/// The newest announcement of a page.
struct Announced {
    let count: Int
    let text: String
    /// The number of the tick that carries it to the host.
    let carrier: Int
}
