import Foundation
@_spi(SwiftletHost) import SwiftletKit
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Synchronization
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps
@testable import SwiftletServer

#if canImport(Glibc)
    import Glibc
#endif

/// Space Photos in the headless host against a real book server on a free port.
@Suite(.timeLimit(.minutes(4)))
struct SpacePhotosTests {
    @Test func theCatalogLoadsInTaskWithImagesAndReloadsOnRefresh() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(SpacePhotosView(server: server.baseURL), viewport: .rows(14))
                try await host.waitUntil { host.node("photo-row-orion") != nil }
                #expect(host.identifiers(withPrefix: "photo-row-").count == 14)
                #expect(host.snapshot().contains("Orion's Belt"))
                #expect(host.snapshot().contains("Three bright stars in a row"))
                // A placeholder first, then the picture itself (the loader's bytes, shown as an image).
                try await host.waitUntil { host.node("photo-image-orion") != nil }
                // The identifier after `.frame` names the frame, a box around the image.
                let framed = try #require(host.node("photo-image-orion"))
                #expect(framed.kind == .frame)
                let image = try #require(framed.children.first)
                #expect(image.kind == .image)
                #expect(Int(image.attributes[.bytes] ?? "") ?? 0 > 0)
                #expect(await server.requestLog.count(path: "/space/photos") == 1)
                try await host.refresh()
                #expect(await server.requestLog.count(path: "/space/photos") == 2)
                #expect(host.node("refresh-list")?.attributes[.refreshing] == nil)
                #expect(host.node("refresh-indicator") == nil)
                await host.unmount()
            }
        }
    }

    @Test func aFailedPictureShowsTheErrorView() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let api = SpacePhotoAPI(server: server.baseURL)
                let photo = SpacePhoto(
                    id: "missing", title: "Missing", description: "No such photo", date: "2021-06-01",
                    imageURL: api.imageURL(id: "missing"), api: api)
                let row = PhotoRow(photo: photo, isSaved: false, photos: Photos(server: server.baseURL))
                let host = HeadlessHost(row.environment(\.imageLoader, ImageLoader()))
                #expect(host.node("photo-placeholder-missing") != nil)
                try await host.waitUntil { host.node("photo-error-missing") != nil }
                #expect(host.node("photo-image-missing") == nil)
                await host.unmount()
            }
        }
    }

    @Test func saveIsDisabledWhileSavingThenShowsACheckMarkAndPersistsOnTheServer() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "swiftlet-space-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await BookServer.withRunning(Posts.configuration(dataDirectory: directory)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(SpacePhotosView(server: server.baseURL), viewport: .rows(14))
                try await host.waitUntil { host.node("save-crab") != nil }
                #expect(host.node("saved-crab") == nil)
                let button = try #require(host.node("save-crab"))
                #expect(button.attributes[.buttonStyle] == "bordered")
                #expect(button.label == "Save")
                // The tap marks the button as saving before the save task has run: the next tick
                // (without yielding to the task) shows it disabled.
                try host.graph.send(.tap(button.id))
                host.graph.tick()
                #expect(host.node("save-crab")?.attributes[.disabled] == "true")
                try await host.waitUntil { host.node("saved-crab") != nil }
                #expect(host.node("save-crab")?.attributes[.disabled] == nil)
                await host.unmount()
            }
            let saved = try await WebClient().decoded(
                [String].self, for: .get(server.baseURL.appending(path: "space/saved")))
            #expect(saved == ["crab"])
        }
        // A new server on the same data directory still has it, and a new catalog shows the check mark.
        try await BookServer.withRunning(Posts.configuration(dataDirectory: directory)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(SpacePhotosView(server: server.baseURL), viewport: .rows(14))
                try await host.waitUntil { host.node("photo-row-crab") != nil }
                #expect(host.node("saved-crab") != nil)
                #expect(host.node("saved-orion") == nil)
                await host.unmount()
            }
        }
    }

    @Test func aFailedSaveShowsWhyAndSaveCanBePressedAgain() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let photos = Photos(server: server.baseURL)
                let api = SpacePhotoAPI(server: server.baseURL)
                // The server answers 404 for an id it does not know.
                let photo = SpacePhoto(
                    id: "missing", title: "Missing", description: "No such photo", date: "2021-06-01",
                    imageURL: api.imageURL(id: "missing"), api: api)
                let host = HeadlessHost(SaveErrorRow(photos: photos, photo: photo))
                try host.graph.send(.tap(try #require(host.node("save-missing")).id))
                try await host.waitUntil { host.node("save-error-missing") != nil }
                #expect(host.snapshot().contains("Could not save"))
                #expect(host.snapshot().contains("404"))
                #expect(host.node("saved-missing") == nil)
                #expect(host.node("save-missing")?.attributes[.disabled] == nil)
                // Save may be pressed again.
                try host.graph.send(.tap(try #require(host.node("save-missing")).id))
                host.graph.tick()
                #expect(host.node("save-missing")?.attributes[.disabled] == "true")
                await host.unmount()
            }
        }
    }

    /// A refresh whose saved list was read before a save was stored must not take that save's check
    /// mark away when its answer comes after the save's.
    @Test func aRefreshUnderWayWhenASaveIsAnsweredKeepsTheSave() async throws {
        try await SlowSavedListServer.withHeldRefresh { server, photos, refresh in
            let api = SpacePhotoAPI(server: photos.api.server)
            let photo = SpacePhoto(
                id: "orion", title: "Orion", description: "", date: "2021-06-01",
                imageURL: api.imageURL(id: "orion"), api: api)
            await photos.save(photo)
            #expect(photos.savedIDs == ["orion"])
            // Now the refresh reads the list as it was before the save.
            server.releaseSavedList.signal()
            await refresh.value
            #expect(photos.loadError == nil)
            #expect(photos.items.map(\.id) == ["orion"])
            #expect(photos.savedIDs == ["orion"])
            // A refresh with no save under way replaces the saved ids with the server's.
            await photos.updateItems()
            #expect(photos.savedIDs.isEmpty)
        }
    }

    /// Of two overlapping refreshes (a pull to refresh during the first load), the older one ending
    /// last must not put its older saved list over the newer one's.
    @Test func anOlderRefreshEndingLastKeepsTheNewerSavedList() async throws {
        // Another client saves Orion between the two refreshes' reads.
        try await SlowSavedListServer.withHeldRefresh(laterSavedList: #"["orion"]"#) { server, photos, first in
            await photos.updateItems()
            #expect(photos.savedIDs == ["orion"])
            #expect(photos.isLoading)
            // The first refresh now reads the list as it was before.
            server.releaseSavedList.signal()
            await first.value
            #expect(photos.savedIDs == ["orion"])
            #expect(photos.items.map(\.id) == ["orion"])
            #expect(!photos.isLoading)
        }
    }

    @Test func theBackgroundRefreshIsReportedOffMainAndStillShown() async throws {
        try await BookServer.withRunning(Posts.configuration()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(SpacePhotosView(server: server.baseURL), viewport: .rows(14))
                try await host.waitUntil { host.node("photo-row-orion") != nil }
                // Switch off: a refresh publishes nothing off the main actor.
                try await host.refresh()
                #expect(host.text("background-refresh-count") == "Background refreshes: 0")
                #expect(!host.diagnostics.contains { $0.kind == .offMainPublish })
                let toggle = try #require(host.node("background-refresh"))
                try await host.send(.toggle(toggle.id, true))
                #expect(host.node("background-refresh")?.attributes[.checked] == "true")
                try await host.refresh()
                try await host.waitUntil { host.text("background-refresh-count") == "Background refreshes: 1" }
                #expect(
                    host.diagnostics.contains {
                        $0.kind == .offMainPublish && $0.message.contains("BackgroundRefreshLog")
                    })
                await host.unmount()
            }
        }
    }
}

/// A row whose save error comes from `photos`, as the catalog passes it.
private struct SaveErrorRow: View {
    @ObservedObject var photos: Photos
    let photo: SwiftletApps.SpacePhoto

    var body: some View {
        PhotoRow(
            photo: photo, isSaved: photos.savedIDs.contains(photo.id), saveError: photos.saveErrors[photo.id],
            photos: photos
        )
        .environment(\.imageLoader, ImageLoader())
    }
}

/// A stand-in book server for two races: `GET /space/photos` answers one photo at once, `POST
/// /space/saved` answers `["orion"]` at once, and the first `GET /space/saved` answers `[]` (the
/// list before the save) only once ``releaseSavedList`` is signalled (or after 30 s); later ones
/// answer `laterSavedList` at once. One connection per request, each on a thread of its own that
/// ends with it (or after 30 s of silence).
private final class SlowSavedListServer: Sendable {
    let savedListRequested = Mutex(false)
    let releaseSavedList = DispatchSemaphore(value: 0)
    private let socket: ListeningSocket
    private let laterSavedList: String

    var port: Int { socket.port }

    init(laterSavedList: String = "[]") throws {
        self.laterSavedList = laterSavedList
        socket = try ListeningSocket()
        socket.acceptEach { [self] connection in
            Thread { self.serve(connection) }.start()
        }
    }

    func shutDown() { socket.shutDown() }

    /// Runs `body` (on the main actor, within 60 s) with a stand-in server, a model of it, and a
    /// refresh of that model whose saved-list read the server is holding back.
    static func withHeldRefresh(
        laterSavedList: String = "[]",
        _ body: @escaping @MainActor @Sendable (SlowSavedListServer, Photos, Task<Void, Never>) async throws -> Void
    ) async throws {
        let server = try SlowSavedListServer(laterSavedList: laterSavedList)
        defer { server.shutDown() }
        try await withTimeout(.seconds(60)) { @MainActor in
            let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/"))
            let photos = Photos(server: base)
            let refresh = Task { await photos.updateItems() }
            defer { refresh.cancel() }
            while !server.savedListRequested.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
            try await body(server, photos, refresh)
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let head = ListeningSocket.readRequest(from: connection) else { return }
        let requestLine = head.prefix { $0 != "\r" }
        let body: String
        if requestLine.hasPrefix("GET /space/photos") {
            body = #"[{"id":"orion","title":"Orion","description":"","date":"2021-06-01","url":"/space/photo?orion"}]"#
        } else if requestLine.hasPrefix("GET /space/saved") {
            let isFirst = savedListRequested.withLock { requested in
                defer { requested = true }
                return !requested
            }
            if isFirst {
                _ = releaseSavedList.wait(timeout: .now() + 30)
                body = "[]"
            } else {
                body = laterSavedList
            }
        } else if requestLine.hasPrefix("POST /space/saved") {
            body = #"["orion"]"#
        } else {
            body = "{}"
        }
        let response =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\n\r\n\(body)"
        _ = Array(response.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
