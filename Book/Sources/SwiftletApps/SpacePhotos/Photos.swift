import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI
import Synchronization

/// The Space Photos model (WWDC21 "Discover concurrency in SwiftUI"): the catalog and the saved ids,
/// loaded from the book server. Main-actor isolated, so every write (and its `objectWillChange`) happens
/// on the main actor, where the engine's ticks run.
@MainActor
public final class Photos: ObservableObject {
    /// The catalog; empty until the first load succeeds. Read-only outside.
    @Published public private(set) var items: [SpacePhoto] = []
    /// The ids saved on the server.
    @Published public private(set) var savedIDs: Set<String> = []
    /// True while a call of ``updateItems()`` runs (any of them, when they overlap).
    @Published public private(set) var isLoading = false
    /// Why the last load failed; nil after a success.
    @Published public private(set) var loadError: String?
    /// Why the last save of a photo failed, by photo id; an id leaves it when its next save starts.
    @Published public private(set) var saveErrors: [String: String] = [:]

    let api: SpacePhotoAPI
    /// How many saves the server has answered with the saved ids (failed and cancelled saves do not
    /// count); a load that sees it change while under way keeps those answers.
    private var savesAnswered = 0
    /// Loads started, and the number of the newest one that has published: an older load that ends
    /// after it publishes nothing but the saved ids it adds.
    private var loadsStarted = 0
    private var newestLoadPublished = 0
    private var loadsRunning = 0 {
        didSet { if isLoading != (loadsRunning > 0) { isLoading = loadsRunning > 0 } }
    }

    /// A model for the book server at `server`.
    public init(server: URL, client: WebClient = WebClient()) {
        api = SpacePhotoAPI(server: server, client: client)
    }

    /// Loads the catalog and the saved ids (concurrently) and publishes them. A failure keeps the
    /// previous items and publishes ``loadError``; cancellation changes nothing.
    ///
    /// The server only adds saved ids, so the loaded ids replace the known ones only when nothing
    /// newer is known: when a ``save(_:)`` was answered while the load was under way (its list may
    /// have been read before that save was stored), they are added to the known ones; when a load
    /// started later (a pull to refresh during the first load) has already published, this one only
    /// adds its ids and keeps that load's items.
    public func updateItems() async {
        loadsStarted += 1
        let load = loadsStarted
        loadsRunning += 1
        defer { loadsRunning -= 1 }
        let api = self.api
        let savesBefore = savesAnswered
        do {
            async let photos = api.photos()
            async let saved = api.saved()
            let (fetched, savedIDs) = try await (photos, saved)
            guard load > newestLoadPublished else {
                self.savedIDs.formUnion(savedIDs)
                return
            }
            newestLoadPublished = load
            items = fetched
            if savesAnswered == savesBefore {
                self.savedIDs = Set(savedIDs)
            } else {
                self.savedIDs.formUnion(savedIDs)
            }
            loadError = nil
        } catch is CancellationError {
        } catch {
            // A failure of a load that a later one has overtaken says nothing about what is shown.
            guard !Task.isCancelled, load > newestLoadPublished else { return }
            loadError = "Could not load the photos: \(error)"
        }
    }

    /// Saves `photo` on the server and adds the saved ids it answers to the known ones (two saves
    /// under way may be answered out of order, so an answer never takes an id away). A failure
    /// publishes its reason in ``saveErrors`` (the row shows it, and Save may be pressed again);
    /// cancellation (the row went away) changes nothing.
    func save(_ photo: SpacePhoto) async {
        saveErrors[photo.id] = nil
        do {
            let answered = try await photo.save()
            savedIDs.formUnion(answered)
            savesAnswered += 1
        } catch is CancellationError {
        } catch {
            guard !Task.isCancelled else { return }
            saveErrors[photo.id] = "Could not save: \(error)"
        }
    }
}

/// The debug section's deliberately wrong model: not main-actor isolated, and ``recordOffMain()``
/// publishes from a background thread, so the engine reports an `offMainPublish` diagnostic and still
/// shows the new count on its next tick. It stores before it announces: an announcement that comes
/// first (as `@Published` does) can be read before the store when the writing thread is descheduled
/// in between (docs/engine/contract.md, "Writes off the main actor").
///
/// `@unchecked Sendable`: the count lives in a `Mutex`, and OpenCombine's `ObservableObjectPublisher`
/// guards its subscribers with its own lock, so both may be used from any thread.
public final class BackgroundRefreshLog: ObservableObject, @unchecked Sendable {
    public let objectWillChange = ObservableObjectPublisher()
    private let count = Mutex(0)

    public init() {}

    /// How many background refreshes were recorded.
    public var refreshes: Int { count.withLock { $0 } }

    /// Records one refresh on the calling thread, then announces it.
    public func record() {
        count.withLock { $0 += 1 }
        objectWillChange.send()
    }

    /// Records one refresh from a detached task (off the main actor) and waits for it.
    public func recordOffMain() async {
        await Task.detached { self.record() }.value
    }
}
