import Clocks
import Foundation
import NIOCore
import SwiftletImaging
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/space/photos`, `/space/photo` and `/space/saved` over a real port.
@Suite struct SpaceRoutesTests {
    @Test func theCatalogListsAtLeastTwelvePhotosWithTheirFields() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            try await withTimeout(.seconds(60)) {
                let response = try await TestHTTP.fetch(server.baseURL, path: "/space/photos")
                #expect(response.status == 200)
                #expect(response.header("content-type") == "application/json; charset=utf-8")
                let objects = try TestJSON.array(response.text).compactMap { $0 as? [String: Any] }
                #expect(objects.count >= 12)
                #expect(objects.allSatisfy { Set($0.keys) == ["id", "title", "description", "date", "url"] })
                let photos = try JSONDecoder().decode([SpacePhoto].self, from: Data(response.bytes))
                #expect(Set(photos.map(\.id)).count == photos.count)
                #expect(photos.allSatisfy { $0.url == "/space/photo?\($0.id)" })
                #expect(photos.allSatisfy { $0.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil })
            }
        }
    }

    @Test func everyPhotoIsAPNGAndNoTwoAreAlike() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            try await withTimeout(.seconds(60)) {
                var bodies: Set<[UInt8]> = []
                for photo in SpaceCatalog.photos {
                    let response = try await TestHTTP.fetch(server.baseURL, path: photo.url)
                    #expect(response.status == 200)
                    #expect(response.header("content-type") == "image/png")
                    #expect(response.bytes.starts(with: PNG.signature))
                    bodies.insert(response.bytes)
                }
                #expect(bodies.count == SpaceCatalog.photos.count)
            }
        }
    }

    @Test func picturesAreRenderedOnceAndCachedInTheDataDirectory() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock(), dataDirectory: directory)) {
            server in
            try await withTimeout(.seconds(60)) {
                let first = try await TestHTTP.fetch(server.baseURL, path: "/space/photo?crab")
                let second = try await TestHTTP.fetch(server.baseURL, path: "/space/photo?crab")
                #expect(first.bytes == second.bytes)
                let file = directory.appendingPathComponent("assets/\(AssetCache.version)/space-crab.png")
                #expect(try Data(contentsOf: file) == Data(first.bytes))
            }
        }
    }

    @Test(arguments: ["", "?", "?pluto", "?ORION", "?orion%00"])
    func unknownPhotosAre404(query: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            try await withTimeout(.seconds(60)) {
                let response = try await TestHTTP.fetch(server.baseURL, path: "/space/photo\(query)")
                #expect(response.status == 404)
                #expect(try TestJSON.object(response.text)["error"] as? String == "No such photo.")
            }
        }
    }

    @Test func savedPhotosAreListedOnceInSavingOrderAndSurviveARestart() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = TestServers.configuration(clock: ImmediateClock(), dataDirectory: directory)
        try await BookServer.withRunning(configuration) { server in
            try await withTimeout(.seconds(60)) {
                let before = try await Self.saved(server.baseURL)
                #expect(before == [])
                let afterSaturn = try await Self.save("saturn", on: server.baseURL)
                #expect(afterSaturn == ["saturn"])
                let afterCrab = try await Self.save("crab", on: server.baseURL)
                #expect(afterCrab == ["saturn", "crab"])
                let afterRepeat = try await Self.save("saturn", on: server.baseURL)
                #expect(afterRepeat == ["saturn", "crab"])
            }
        }
        try await BookServer.withRunning(configuration) { server in
            try await withTimeout(.seconds(60)) {
                let afterRestart = try await Self.saved(server.baseURL)
                #expect(afterRestart == ["saturn", "crab"])
            }
        }
    }

    @Test(arguments: [
        ("{\"id\":\"pluto\"}", 404), ("{}", 400), ("not json", 400), ("{\"id\":7}", 400),
    ])
    func badSavesAreRefusedAndChangeNothing(body: String, status: Int) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            try await withTimeout(.seconds(60)) {
                let response = try await TestHTTP.fetch(
                    server.baseURL, path: "/space/saved", method: .POST, body: ByteBuffer(string: body))
                #expect(response.status == status)
                #expect(try TestJSON.object(response.text)["error"] is String)
                let after = try await Self.saved(server.baseURL)
                #expect(after == [])
            }
        }
    }

    private static func saved(_ base: URL) async throws -> [String] {
        let response = try await TestHTTP.fetch(base, path: "/space/saved")
        return try JSONDecoder().decode([String].self, from: Data(response.bytes))
    }

    private static func save(_ id: String, on base: URL) async throws -> [String] {
        let response = try await TestHTTP.fetch(
            base, path: "/space/saved", method: .POST, headers: [("Content-Type", "application/json")],
            body: ByteBuffer(string: "{\"id\":\"\(id)\"}"))
        #expect(response.status == 200)
        return try JSONDecoder().decode([String].self, from: Data(response.bytes))
    }
}
