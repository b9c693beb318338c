import Foundation
import SwiftletKit
import SwiftletUI

/// One reference app as a host sees it: a name for its URL, a title, a summary and a way to mount a
/// fresh view tree per session. Hosts adapt these (for example into browser pages); apps never
/// depend on a host.
public struct AppEntry: Sendable {
    public let name: String
    public let title: String
    public let summary: String
    /// Mounts a new tree on the main actor (one per session).
    public let makeGraph: @MainActor @Sendable () -> ViewGraph
    /// Left out of the index unless it is asked for everything (`/?all`); the page still answers.
    public var hidden = false
}

/// The reference apps, in the order the index lists them.
public enum AppCatalog {
    /// Every app, configured to talk to the book server at `server` (the same process in `swiftlet
    /// serve`). `emojiArt` holds EmojiArt's shared image database (nil: one kept in memory only).
    /// `sky` holds Sky's node: its workers and clock (nil: a single node doing the book's CPU work).
    public static func entries(server: URL, emojiArt: EmojiArtServices? = nil, sky: SkyServices? = nil) -> [AppEntry] {
        let emojiArt = emojiArt ?? EmojiArtServices(server: server, cacheDirectory: nil, database: ImageDatabase())
        let sky = sky ?? SkyServices()
        return [
            AppEntry(
                name: "redraw-lab", title: "Redraw Lab",
                summary: "The redraw experiment, scenarios S1–S8, with live body-evaluation counts from the engine.",
                makeGraph: { RedrawLab.makeGraph() }),
            AppEntry(
                name: "littlejohn", title: "LittleJohn",
                summary: "Pick stock symbols and watch their prices stream live from the server.",
                makeGraph: { ViewGraph(LittleJohnView(server: server)) }),
            AppEntry(
                name: "superstorage", title: "SuperStorage",
                summary: "Download the server's files in three plans with live progress, Cancel All and a preview.",
                makeGraph: { ViewGraph(SuperStorageView(server: server)) }),
            AppEntry(
                name: "blabber", title: "Blabber",
                summary: "Chat live with everyone on this server, with a countdown, status messages and your location.",
                makeGraph: { ViewGraph(BlabberView(server: server)) }),
            AppEntry(
                name: "guestbook", title: "Guestbook",
                summary: "Type a message and post it; whatever you type is shown as text.",
                makeGraph: { ViewGraph(GuestbookView()) }),
            AppEntry(
                name: "emojiart", title: "EmojiArt",
                summary:
                    "Verify the gallery feed, browse it in a grid, open details in a sheet and watch the cache counters.",
                makeGraph: { ViewGraph(EmojiArtView(services: emojiArt), visibleRows: 12) }),
            AppEntry(
                name: "sheets", title: "Bottom sheet",
                summary: "A sheet with medium and large detents and a grabber, and one that cannot be swiped away.",
                makeGraph: { ViewGraph(NavigationStack { BottomSheetDemo() }) }),
            AppEntry(
                name: "waitforit", title: "WaitForIt",
                summary: "Fetch a programming joke with a button, or pull the Refreshable tab's list to refresh it.",
                makeGraph: { ViewGraph(WaitForItView(server: server)) }),
            AppEntry(
                name: "spacephotos", title: "Space Photos",
                summary: "Browse the server's space pictures, pull to refresh, and save your favourites.",
                makeGraph: { ViewGraph(SpacePhotosView(server: server), visibleRows: 14) }),
            AppEntry(
                name: "techniques", title: "Techniques",
                summary: "Prepare once, a typewriter, a task group and sync work off the main actor, one tab each.",
                makeGraph: { ViewGraph(TechniquesView(server: server)) }),
            AppEntry(
                name: "sky", title: "Sky",
                summary: "Scan deep space: 20 tasks, at most 4 at a time per node, with live indicators and a log.",
                makeGraph: { ViewGraph(SkyView(services: sky)) }),
        ]
    }
}

/// Mounting the Redraw Lab: the lab reads its counters from the graph's evaluation log after each tick.
public enum RedrawLab {
    /// A graph showing a fresh lab, whose list window is five cells.
    @MainActor
    public static func makeGraph(model: RedrawLabModel = RedrawLabModel()) -> ViewGraph {
        let graph = ViewGraph(RedrawLabView(model: model), visibleRows: LabLayout.visibleCells)
        graph.evaluations.keepsEntries = false
        graph.onTick = { [weak graph, weak model] update in
            guard let graph, let model else { return }
            model.tickCompleted(tick: update.tick, log: graph.evaluations)
        }
        return graph
    }
}
