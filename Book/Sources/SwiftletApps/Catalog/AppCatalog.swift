import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletEmbedding) import SwiftletWeb

/// The reference apps, in the order the index lists them.
public enum AppCatalog {
    /// Every app, configured to talk to the book server at `server` (the same process in `swiftlet
    /// serve`). `emojiArt` holds EmojiArt's shared image database (nil: one kept in memory only).
    /// `sky` holds Sky's node: its workers and clock (nil: a single node doing the book's CPU work).
    @_spi(SwiftletEmbedding) public static func entries(
        server: URL, emojiArt: EmojiArtServices? = nil, sky: SkyServices? = nil
    ) -> [WebApp] {
        let emojiArt = emojiArt ?? EmojiArtServices(server: server, cacheDirectory: nil, database: ImageDatabase())
        let sky = sky ?? SkyServices()
        return [
            WebApp(
                name: "redraw-lab", title: "Redraw Lab",
                summary: "The redraw experiment, scenarios S1–S8, with live body-evaluation counts from the engine.",
                makeGraph: { RedrawLab.makeGraph() }),
            WebApp(
                name: "littlejohn", title: "LittleJohn",
                summary: "Pick stock symbols and watch their prices stream live from the server.",
                makeGraph: { ViewGraph(LittleJohnView(server: server)) }),
            WebApp(
                name: "superstorage", title: "SuperStorage",
                summary: "Download the server's files in three plans with live progress, Cancel All and a preview.",
                makeGraph: { ViewGraph(SuperStorageView(server: server)) }),
            WebApp(
                name: "blabber", title: "Blabber",
                summary: "Chat live with everyone on this server, with a countdown, status messages and your location.",
                makeGraph: { ViewGraph(BlabberView(server: server)) }),
            WebApp(
                name: "guestbook", title: "Guestbook",
                summary: "Type a message and post it; whatever you type is shown as text.",
                makeGraph: { ViewGraph(GuestbookView()) }),
            WebApp(
                name: "emojiart", title: "EmojiArt",
                summary:
                    "Verify the gallery feed, browse it in a grid, open details in a sheet and watch the cache counters.",
                makeGraph: { ViewGraph(EmojiArtView(services: emojiArt), visibleRows: 12) }),
            WebApp(
                name: "sheets", title: "Bottom sheet",
                summary: "A sheet with medium and large detents and a grabber, and one that cannot be swiped away.",
                makeGraph: { ViewGraph(NavigationStack { BottomSheetDemo() }) }),
            WebApp(
                name: "waitforit", title: "WaitForIt",
                summary: "Fetch a programming joke with a button, or pull the Refreshable tab's list to refresh it.",
                makeGraph: { ViewGraph(WaitForItView(server: server)) }),
            WebApp(
                name: "spacephotos", title: "Space Photos",
                summary: "Browse the server's space pictures, pull to refresh, and save your favourites.",
                makeGraph: { ViewGraph(SpacePhotosView(server: server), visibleRows: 14) }),
            WebApp(
                name: "techniques", title: "Techniques",
                summary: "Prepare once, a typewriter, a task group and sync work off the main actor, one tab each.",
                makeGraph: { ViewGraph(TechniquesView(server: server)) }),
            WebApp(
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
    @_spi(SwiftletHost) public static func makeGraph(model: RedrawLabModel = RedrawLabModel()) -> ViewGraph {
        let graph = ViewGraph(RedrawLabView(model: model), visibleRows: LabLayout.visibleCells)
        graph.evaluations.keepsEntries = false
        graph.onTick = { [weak graph, weak model] update in
            guard let graph, let model else { return }
            model.tickCompleted(tick: update.tick, log: graph.evaluations)
        }
        return graph
    }
}
