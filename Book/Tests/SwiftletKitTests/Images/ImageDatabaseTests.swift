import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// The EmojiArt database on independent instances (the shared one belongs to other suites).
@Suite(.timeLimit(.minutes(2))) struct ImageDatabaseTests {
    let url = URL(string: "http://127.0.0.1:9/gallery/image?3")!

    private func countingSource(_ calls: Counter, fails: Bool = false) -> @Sendable (URL) async throws -> Data {
        { url in
            await calls.increment()
            if fails { throw URLError(.badServerResponse) }
            return fakePNG(url.absoluteString)
        }
    }

    @Test func concurrentRequestsShareOneDownloadAndLaterOnesAreMemoryAccesses() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let calls = Counter()
        let database = ImageDatabase()
        let loader = ImageLoader(source: countingSource(calls))
        await database.setUp(directory: directory, loader: loader)
        let results = try await Array(repeating: url, count: 30).concurrentMap(maxConcurrency: 30) {
            try await database.image($0)
        }
        #expect(Set(results) == [fakePNG(url.absoluteString)])
        #expect(await calls.value == 1)
        let before = await loader.inMemoryAccesses
        _ = try await database.image(url)
        #expect(await loader.inMemoryAccesses == before + 1)
        #expect(await database.diskHits == 0)
        #expect(await database.storedFileCount() == 1)
    }

    @Test func aFailedURLIsNotRetriedUntilMemoryIsCleared() async throws {
        let calls = Counter()
        let database = ImageDatabase()
        await database.setUp(directory: nil, loader: ImageLoader(source: countingSource(calls, fails: true)))
        await #expect(throws: (any Error).self) { try await database.image(url) }
        await #expect(throws: ImageDatabaseError.failedBefore(url)) { try await database.image(url) }
        #expect(await calls.value == 1)
        await database.clearMemory()
        await #expect(throws: (any Error).self) { try await database.image(url) }
        #expect(await calls.value == 2)
    }

    @Test func aCorruptStoredFileIsDeletedAndFetchedAgain() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await ImageFileStore(directory: directory)
        try await store.write(Data("not an image".utf8), for: url)
        let calls = Counter()
        let database = ImageDatabase()
        await database.setUp(directory: directory, loader: ImageLoader(source: countingSource(calls)))
        #expect(try await database.image(url) == fakePNG(url.absoluteString))
        #expect(await calls.value == 1)
        #expect(await database.diskHits == 0)
        // The good bytes replaced the corrupt file: a fresh database reads them from disk.
        let again = ImageDatabase()
        await again.setUp(directory: directory, loader: ImageLoader(source: countingSource(calls)))
        #expect(try await again.image(url) == fakePNG(url.absoluteString))
        #expect(await again.diskHits == 1)
        #expect(await calls.value == 1)
    }

    @Test func anUnusableDirectoryDegradesToMemoryOnlyWithOneDiagnostic() async throws {
        let file = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("a file, not a directory".utf8).write(to: file)
        let calls = Counter()
        let database = ImageDatabase()
        await database.setUp(
            directory: file.appendingPathComponent("images"), loader: ImageLoader(source: countingSource(calls)))
        #expect(await database.diagnostics.count == 1)
        #expect(await database.directory == nil)
        #expect(try await database.image(url) == fakePNG(url.absoluteString))
        #expect(try await database.image(url) == fakePNG(url.absoluteString))
        #expect(await calls.value == 1)
        #expect(await database.diagnostics.count == 1)
    }

    @Test func clearDiskRemovesEveryStoredImage() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = ImageDatabase()
        await database.setUp(directory: directory, loader: ImageLoader(source: countingSource(Counter())))
        for index in 1...3 { _ = try await database.image(URL(string: "http://127.0.0.1:9/gallery/image?\(index)")!) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 3)
        await database.clearDisk()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(await database.storedFileCount() == 0)
    }

    @Test func counterStreamsYieldLiveValuesAndEndWithTheirConsumer() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = ImageDatabase()
        let loader = ImageLoader(source: countingSource(Counter()))
        await database.setUp(directory: directory, loader: loader)
        _ = try await database.image(url)
        await database.clearMemory()
        let hits = await database.diskHitUpdates()
        let accesses = await loader.inMemoryAccessUpdates()
        #expect(database.liveUpdateStreams == 1)
        #expect(loader.liveUpdateStreams == 1)
        #expect(database.liveUpdateStreamsWithLoader == 2)
        _ = try await database.image(url)  // from disk
        _ = try await database.image(url)  // from memory
        try await withTimeout(.seconds(60)) {
            var diskValues: [Int] = []
            for await value in hits {
                diskValues.append(value)
                if value == 1 { break }
            }
            #expect(diskValues.last == 1)
            var memoryValues: [Int] = []
            for await value in accesses {
                memoryValues.append(value)
                if value == 1 { break }
            }
            #expect(memoryValues.last == 1)
        }
        // A consumer whose task is cancelled ends its stream, and the database forgets it.
        let consumer = Task {
            for await _ in await database.diskHitUpdates() {}
        }
        while database.liveUpdateStreams < 2 { await Task.yield() }
        consumer.cancel()
        await consumer.value
        #expect(database.liveUpdateStreams == 1)
    }
}
