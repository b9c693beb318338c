import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// A PNG signature followed by `tag`: enough for the loader's image check.
func fakePNG(_ tag: String) -> Data {
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(tag.utf8)
}

func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("swiftlet-kit-tests-\(UUID().uuidString)")
}

@Suite struct ImageLoaderTests {
    let url = URL(string: "https://example.com/a/b.png?x=1")!

    @Test func concurrentFetchesOfOneURLShareOneSourceCall() async throws {
        let calls = Counter()
        let loader = ImageLoader { url in
            await calls.increment()
            await Task.yield()
            return fakePNG(url.absoluteString)
        }
        let results = try await Array(repeating: url, count: 100).concurrentMap(maxConcurrency: 100) {
            try await loader.fetch($0)
        }
        #expect(Set(results) == [fakePNG(url.absoluteString)])
        #expect(await calls.value == 1)
        #expect(await loader.memoryHits == 99)
    }

    @Test func aFailedFetchIsNotCached() async throws {
        let calls = Counter()
        let loader = ImageLoader { _ in
            if await calls.increment() == 1 { throw TestFailure() }
            return fakePNG("second")
        }
        await #expect(throws: TestFailure.self) { try await loader.fetch(url) }
        #expect(try await loader.fetch(url) == fakePNG("second"))
        #expect(await calls.value == 2)
    }

    @Test func bytesThatAreNotAnImageAreAFailure() async throws {
        let body = Data(#"{"error" : "File not found."}"#.utf8)
        let loader = ImageLoader { _ in body }
        await #expect(throws: ImageLoaderError.notAnImage(bytes: body.count)) { try await loader.fetch(url) }
        #expect(await loader.isCachedInMemory(url) == false)
    }

    @Test func diskCacheSurvivesANewLoaderAndUsesFlatHashedNames() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let calls = Counter()
        let source: @Sendable (URL) async throws -> Data = { url in
            await calls.increment()
            return fakePNG(url.absoluteString)
        }
        _ = try await ImageLoader(cacheDirectory: directory, source: source).fetch(url)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        #expect(files.allSatisfy { !$0.contains("/") && $0.count == 36 })

        let second = ImageLoader(cacheDirectory: directory, source: source)
        #expect(try await second.fetch(url) == fakePNG(url.absoluteString))
        #expect(await second.diskHits == 1)
        #expect(try await second.fetch(url) == fakePNG(url.absoluteString))
        #expect(await second.memoryHits == 1)
        #expect(await calls.value == 1)
    }

    @Test func purgeMemoryAndPurgeDiskForceARefetch() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let calls = Counter()
        let loader = ImageLoader(cacheDirectory: directory) { url in
            await calls.increment()
            return fakePNG(url.absoluteString)
        }
        _ = try await loader.fetch(url)
        await loader.purgeMemory()
        _ = try await loader.fetch(url)
        #expect(await loader.diskHits == 1)
        await loader.purgeMemory()
        await loader.purgeDisk()
        _ = try await loader.fetch(url)
        #expect(await calls.value == 2)
    }

    @Test func plugsIntoSwiftletUIAsTheImageLoader() async throws {
        let loading: any ImageLoading = ImageLoader { _ in fakePNG("ui") }
        #expect(try await loading.fetch(url) == fakePNG("ui"))
    }

    @Test func imageDatabaseCountsDiskHitsAndServesMemoryFirst() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let calls = Counter()
        let source: @Sendable (URL) async throws -> Data = { url in
            await calls.increment()
            return fakePNG(url.absoluteString)
        }
        await ImageDatabase.shared.setUp(directory: directory, loader: ImageLoader(source: source))
        _ = try await ImageDatabase.shared.image(url)
        _ = try await ImageDatabase.shared.image(url)
        #expect(await ImageDatabase.shared.diskHits == 0)
        await ImageDatabase.shared.clearMemory()
        #expect(try await ImageDatabase.shared.image(url) == fakePNG(url.absoluteString))
        #expect(await ImageDatabase.shared.diskHits == 1)
        // The disk hit was copied into memory: asking again does not read the disk again.
        _ = try await ImageDatabase.shared.image(url)
        #expect(await ImageDatabase.shared.diskHits == 1)
        // A restart: a new loader and a new store over the same directory.
        await ImageDatabase.shared.setUp(directory: directory, loader: ImageLoader(source: source))
        _ = try await ImageDatabase.shared.image(url)
        #expect(await ImageDatabase.shared.diskHits == 1)
        #expect(await calls.value == 1)
    }
}
