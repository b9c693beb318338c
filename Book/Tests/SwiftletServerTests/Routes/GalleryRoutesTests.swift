import Clocks
import Foundation
import SwiftletImaging
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/gallery/images` and `/gallery/image` over a real port.
@Suite struct GalleryRoutesTests {
    @Test func imagesListsTwentyNineItemsThreeTimesShuffled() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let first = try await TestHTTP.fetch(server.baseURL, path: "/gallery/images")
            #expect(first.status == 200)
            #expect(first.header("content-type") == "application/json; charset=utf-8")
            let items = try JSONDecoder().decode([ImageFile].self, from: Data(first.bytes))
            #expect(items.count == 87)
            let byURL = Dictionary(grouping: items, by: \.url)
            #expect(byURL.count == 29)
            #expect(byURL.values.allSatisfy { $0.count == 3 && Set($0.map(\.checksum)).count == 1 })
            #expect(byURL["/gallery/image?0"]?.first?.name == "Grinning Face")
            #expect(byURL["/gallery/image?4"]?.first?.name == "Smiling Face With Open Mouth And Tightlyclosed Eyes")
            #expect(byURL["/gallery/image?9"]?.first?.name == "White Smiling Facevariation Selector16")
            #expect(byURL["/gallery/image?13"]?.first?.name == "Upsidedown Face")
            #expect(byURL["/gallery/image?22"]?.first?.name == "Police Cars Revolving Light")
            #expect(byURL["/gallery/image?28"]?.first?.name == "Mountain Railway")
            #expect(items.allSatisfy { (5...1000).contains($0.price) && UUID(uuidString: $0.checksum) != nil })
            let objects = try TestJSON.array(first.text).compactMap { $0 as? [String: Any] }
            // The original's four fields, plus the digest of the served bytes where an image is served.
            #expect(objects.allSatisfy { Set($0.keys).isSuperset(of: ["name", "url", "price", "checksum"]) })
            let unserved: Set = ["/gallery/image?0", "/gallery/image?10", "/gallery/image?20"]
            #expect(items.allSatisfy { unserved.contains($0.url) == ($0.sha256 == nil) })
            // Same items for the whole run, in a new order (87! orders: a repeat is practically impossible).
            let second = try JSONDecoder().decode(
                [ImageFile].self,
                from: Data(try await TestHTTP.fetch(server.baseURL, path: "/gallery/images").bytes)
            )
            #expect(Set(second.map(\.checksum)) == Set(items.map(\.checksum)))
            #expect(second != items)
        }
    }

    @Test func listedDigestIsTheSHA256OfTheServedBytes() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let list = try await TestHTTP.fetch(server.baseURL, path: "/gallery/images")
            let items = try JSONDecoder().decode([ImageFile].self, from: Data(list.bytes))
            let item = try #require(items.first { $0.url == "/gallery/image?11" })
            let image = try await TestHTTP.fetch(server.baseURL, path: "/gallery/image?11")
            #expect(item.sha256 == ContentDigest.sha256Hex(of: image.bytes))
            #expect(item.sha256?.count == 64)
        }
    }

    @Test func imageRequestsAreCounted() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            #expect(await server.galleryImageRequests == 0)
            _ = try await TestHTTP.fetch(server.baseURL, path: "/gallery/image?11")
            _ = try await TestHTTP.fetch(server.baseURL, path: "/gallery/image?10")
            _ = try await TestHTTP.fetch(server.baseURL, path: "/gallery/images")
            #expect(await server.galleryImageRequests == 2)
        }
    }

    @Test func servedIndexesAnswerPNG() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let response = try await TestHTTP.fetch(server.baseURL, path: "/gallery/image?11")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "image/png")
            #expect(response.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        }
    }

    @Test(arguments: ["", "?0", "?10", "?20", "?29", "?-1", "?abc", "?99999999999999999999"])
    func otherIndexesAre404(query: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let response = try await TestHTTP.fetch(server.baseURL, path: "/gallery/image\(query)")
            #expect(response.status == 404)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(try TestJSON.object(response.text)["error"] as? String == "File not found.")
        }
    }
}
