import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct ImageLoaderNetworkTests {
    @Test func concurrentFetchesAreCoalescedIntoOneRequestPerURL() async throws {
        try await withBookServer { server in
            let loader = ImageLoader()
            let urls = (1...5).map { server.url("/gallery/image", query: "\($0)") }
            let requests = (0..<200).map { urls[$0 % urls.count] }
            let images = try await requests.concurrentMap(maxConcurrency: 200) { try await loader.fetch($0) }
            #expect(images.allSatisfy { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) })
            #expect(await server.requestLog.count(path: "/gallery/image") == 5)
            #expect(await loader.networkFetches == 5)
            #expect(await loader.memoryHits == 195)
        }
    }

    @Test func aFailedFetchIsRetriedOnTheNextCall() async throws {
        try await withBookServer { server in
            let loader = ImageLoader()
            let missing = server.url("/gallery/image", query: "10")
            for _ in 0..<2 {
                await #expect(throws: WebClientError.self) { try await loader.fetch(missing) }
            }
            #expect(await server.requestLog.count(path: "/gallery/image") == 2)
        }
    }

    @Test func theDiskCacheSurvivesANewLoader() async throws {
        try await withBookServer { server in
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let url = server.url("/gallery/image", query: "3")
            let first = try await ImageLoader(cacheDirectory: directory).fetch(url)
            let second = ImageLoader(cacheDirectory: directory)
            #expect(try await second.fetch(url) == first)
            #expect(await second.diskHits == 1)
            #expect(await server.requestLog.count(path: "/gallery/image") == 1)
            await second.purgeMemory()
            await second.purgeDisk()
            #expect(try await second.fetch(url) == first)
            #expect(await server.requestLog.count(path: "/gallery/image") == 2)
        }
    }
}
