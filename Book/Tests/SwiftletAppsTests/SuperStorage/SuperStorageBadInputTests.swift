import Clocks
import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// SuperStorage with input it must refuse clearly: unknown files, a server that goes away, double clicks.
@Suite(.timeLimit(.minutes(4))) struct SuperStorageBadInputTests {
    typealias Harness = SuperStorageHarness

    @Test func aFileTheServerDoesNotHaveIsAClearErrorInEveryTier() async throws {
        try await Harness.withServer(clock: TestClock()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = SuperStorageModel(server: server.baseURL)
                let missing = ServerFile(name: "not-there.jpeg", size: 1_000, date: Date())
                let tiers: [@MainActor () async throws -> Data] = [
                    { try await model.download(file: missing) },
                    { try await model.downloadWithProgress(file: missing) },
                    { try await model.multiDownloadWithProgress(file: missing) },
                ]
                for download in tiers {
                    do {
                        _ = try await download()
                        Issue.record("a missing file was downloaded")
                    } catch let error as SuperStorageError {
                        #expect(error.message == "not-there.jpeg: File not found.")
                    }
                }
            }
        }
    }

    @Test func aServerThatGoesAwayMidDownloadShowsTheAlertAndStopsTheSpinner() async throws {
        let server = try await BookServer.start(Harness.configuration(clock: TestClock()))
        do {
            try await Harness.renderFiles(server)
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = SuperStorageModel(server: server.baseURL)
                let host = HeadlessHost(SuperStorageView(model: model, clock: TestClock()), viewport: .rows(10))
                try await host.openDownload(Harness.jpeg)
                try await host.tap(identifier: "tier-gold")
                try await host.waitUntil { (model.downloads.first?.progress ?? 0) > 0 }
                try await server.shutdown()
                try await host.waitUntil { host.snapshot().contains("Alert Error") }
                #expect(host.node("download-spinner") == nil)
                #expect(host.node("download-duration") == nil)
                #expect(host.node("preview-none") != nil)
                try await host.tap("Close")
                #expect(!host.snapshot().contains("Alert"))
                await host.unmount()
            }
        } catch {
            try? await server.shutdown()
            throw error
        }
    }

    @Test func aDoubleClickStartsOneDownload() async throws {
        try await Harness.withServer(clock: TestClock()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = SuperStorageModel(server: server.baseURL)
                let host = HeadlessHost(SuperStorageView(model: model, clock: TestClock()), viewport: .rows(10))
                try await host.openDownload(Harness.jpeg)
                let silver = try #require(host.node("tier-silver"))
                await server.requestLog.reset()
                // Both clicks arrive before the tick that hides the buttons.
                try host.graph.send(.tap(silver.id))
                try host.graph.send(.tap(silver.id))
                try await host.waitUntil { host.node("progress-\(Harness.jpeg)") != nil }
                while await server.requestLog.count(path: "/files/download") == 0 { await Task.yield() }
                await host.settle()
                #expect(model.downloads.count == 1)
                #expect(await server.requestLog.count(path: "/files/download") == 1)
                await host.unmount()
            }
        }
    }

    @Test func aServerThatIsDownShowsTheAlertOnTheList() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let host = HeadlessHost(
                SuperStorageView(server: URL(string: "http://127.0.0.1:1")!, clock: TestClock()), viewport: .rows(10))
            try await host.waitUntil { host.snapshot().contains("Alert Error") }
            try await host.tap("Close")
            #expect(host.snapshot().contains("Loading files"))
            await host.unmount()
        }
    }
}
