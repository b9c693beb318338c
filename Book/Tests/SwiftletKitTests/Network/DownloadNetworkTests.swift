import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct DownloadNetworkTests {
    let client = WebClient()

    /// The server's JPEG entry and its full bytes (fetched with one plain request).
    func jpeg(on server: RunningBookServer) async throws -> (ServerFile, URL, Data) {
        let files = try await client.decoded([ServerFile].self, for: .get(server.url("/files/list")))
        let file = try #require(files.first { $0.name.hasSuffix(".jpeg") })
        let url = server.url("/files/download", query: file.name)
        let data = try await client.data(for: .get(url))
        #expect(data.count == file.size)
        return (file, url, data)
    }

    @Test func progressComesInAboutTwentyOrderedStepsEndingAtTheSize() async throws {
        try await withBookServer { server in
            let (file, url, full) = try await jpeg(on: server)
            var steps: [DownloadProgress] = []
            var result: Data?
            for try await update in client.download(.get(url), expectedSize: file.size) {
                switch update {
                case .progress(let step): steps.append(step)
                case .completed(let data): result = data
                case .stopped: Issue.record("not cancelled")
                }
            }
            #expect(result == full)
            #expect((20...21).contains(steps.count))
            #expect(steps.map(\.bytes) == steps.map(\.bytes).sorted())
            #expect(steps.last == DownloadProgress(bytes: file.size, total: file.size))
        }
    }

    @Test func rangedAndParallelDownloadsReassembleByteExact() async throws {
        try await withBookServer { server in
            let (file, url, full) = try await jpeg(on: server)
            let middle = 1000...(file.size / 2)
            #expect(try await client.rangedData(url, range: middle) == full[middle])
            for parts in [4, 7] {
                let combined = Recorder<Int>()
                let data = try await client.parallelDownload(url, size: file.size, parts: parts) { step in
                    await combined.append(step.bytes)
                }
                #expect(data == full)
                #expect(await combined.values.last == file.size)
            }
            #expect(await server.requestLog.count(path: "/files/download") == 1 + 1 + 4 + 7)
        }
    }

    @Test func cancellationThrowsOrReturnsPartialBytesWhenOptedIn() async throws {
        // A slow throttle, so the download is still running when it is cancelled.
        try await withBookServer(bytesPerTick: 20_000) { server in
            let (file, url, full) = try await jpeg(on: server)
            for partial in [false, true] {
                let received = Counter()
                let task = Task {
                    try await DownloadContext.$supportsPartialDownloads.withValue(partial) {
                        try await client.downloadData(.get(url), expectedSize: file.size) { _ in
                            await received.increment()
                        }
                    }
                }
                try await waitUntil { await received.value >= 1 }
                task.cancel()
                let result = await task.result
                if partial {
                    let data = try result.get()
                    #expect(data.count > 0 && data.count < file.size)
                    #expect(data == full.prefix(data.count))
                } else {
                    #expect(throws: CancellationError.self) { try result.get() }
                }
                try await waitUntil { await server.liveStreamCount == 0 }
            }
        }
    }

    @Test func moreBytesThanAnnouncedIsAnErrorNotACrash() async throws {
        try await withBookServer { server in
            let (file, url, _) = try await jpeg(on: server)
            await #expect {
                _ = try await client.downloadData(.get(url).range(0...(file.size - 1)), expectedSize: 100)
            } throws: { error in
                if case WebClientError.lengthMismatch(expected: 100, let received) = error { return received > 100 }
                return false
            }
        }
    }

    @Test func resumeContinuesAPartialFileByteExact() async throws {
        try await withBookServer { server in
            let (file, url, full) = try await jpeg(on: server)
            let directory = temporaryDirectory()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let target = directory.appendingPathComponent(file.name)
            try full.prefix(123_457).write(to: target)
            let result = try await client.download(url, size: file.size, to: target, resume: true)
            #expect(result == FileDownloadResult(resumedFrom: 123_457, written: file.size - 123_457))
            #expect(try Data(contentsOf: target) == full)
            let records = await server.requestLog.records.filter { $0.path == "/files/download" }
            #expect(records.count == 2)
            #expect(records.last?.range == "bytes=123457-\(file.size - 1)")
            // A complete file makes no request at all.
            let again = try await client.download(url, size: file.size, to: target, resume: true)
            #expect(again.written == 0)
            #expect(await server.requestLog.count(path: "/files/download") == 2)
        }
    }
}
