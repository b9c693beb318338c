import BookTestSupport
import Clocks
import Foundation
import SwiftletImaging
@_spi(SwiftletHost) import SwiftletKit
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// SuperStorage (book §2.2) in the headless host against a real book server on a free port.
@Suite(.timeLimit(.minutes(4))) struct SuperStorageTests {
    typealias Harness = SuperStorageHarness

    @Test func theListAndStatusLoadConcurrentlyAndFillTheList() async throws {
        try await Harness.withServer(clock: TestClock()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let gate = RequestGate()
                let model = SuperStorageModel(server: server.baseURL, beforeRequest: { await gate.arrive($0) })
                let host = HeadlessHost(SuperStorageView(model: model, clock: TestClock()), viewport: .rows(10))
                #expect(host.snapshot().contains("Loading files"))
                try await host.waitUntil { host.node("file-\(Harness.jpeg)") != nil }
                let row = try #require(host.node("file-\(Harness.jpeg)"))
                #expect(row.label.hasPrefix("\(Harness.jpeg) "))
                #expect(row.label.contains(" MB "))
                let status = try #require(host.node("files-status")?.text)
                #expect(status.hasPrefix("Using ") && status.hasSuffix(" duplicate files."))
                #expect(host.snapshot().contains("  title: SuperStorage"))
                #expect(await server.requestLog.count(path: "/files/list") == 1)
                await host.unmount()
            }
        }
    }

    @Test func everyTierDeliversTheServerFileByteForByte() async throws {
        let serverClock = TestClock()
        try await Harness.withServer(clock: serverClock) { server in
            let expected = try await Harness.serverBytes(Harness.jpeg, server: server.baseURL)
            try await withTimeout(.seconds(90)) { @MainActor in
                for tier in DownloadTier.allCases {
                    let host = HeadlessHost(
                        SuperStorageView(server: server.baseURL, clock: TestClock()), viewport: .rows(10))
                    try await host.openDownload(Harness.jpeg)
                    try await host.tap(identifier: "tier-\(tier.rawValue)")
                    try await host.drive(serverClock) { host.previewBytes != nil }
                    #expect(host.previewBytes == expected, "\(tier)")
                    #expect(host.node("download-spinner") == nil)
                    let rows = host.graph.tree.visibleNodes.filter {
                        $0.attributes[.identifier]?.hasPrefix("progress-") == true
                    }
                    #expect(rows.count == (tier == .cloud9 ? 4 : 1))
                    #expect(rows.allSatisfy { $0.attributes[.value] == "1" })
                    if tier == .cloud9 {
                        #expect(host.node("progress-\(Harness.jpeg) (part 4)") != nil)
                    }
                    await host.unmount()
                }
            }
        }
    }

    @Test func progressOfFourRowsIsSentAsTargetedValueChangesNeverARerender() async throws {
        try await Harness.withServer(clock: TestClock()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(
                    SuperStorageView(server: server.baseURL, clock: TestClock()), viewport: .rows(10))
                try await host.openDownload(Harness.jpeg)
                let before = host.updates.count
                try await host.tap(identifier: "tier-cloud9")
                try await host.waitUntil { host.previewBytes != nil }
                let operations = host.updates[before...].flatMap(\.operations)
                var insertedBars: [NodeID] = []
                var valueChanges = 0
                for operation in operations {
                    switch operation {
                    case .insert(_, _, let node):
                        insertedBars += node.allNodes.filter { $0.kind == .progress && $0.attributes[.value] != nil }
                            .map(\.id)
                    case .setAttribute(let id, .value, _):
                        if insertedBars.contains(id) { valueChanges += 1 }
                    case .remove(let id):
                        #expect(!insertedBars.contains(id), "a progress bar was removed")
                    default: break
                    }
                }
                // Each of the four bars is inserted once and then only its value changes.
                #expect(insertedBars.count == 4)
                #expect(valueChanges >= 4)
                await host.unmount()
            }
        }
    }

    /// Waits (bounded) until the duration timer no longer sleeps on `clock`: cancelling the screen's
    /// timer task cancels the Combine subscription, the timer and its sleep, which ends a moment later.
    /// Advances the server's clock a second at a time until its cancelled streams have ended.
    private static func advanceUntilNoLiveStreams(_ server: RunningBookServer, clock: TestClock<Duration>) async throws
    {
        try await withTimeout(.seconds(180)) {
            while await server.liveStreamCount > 0 {
                if await clock.hasSleeper { await clock.advance(by: .seconds(1)) }
                try await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    private static func waitUntilNothingSleeps(on clock: TestClock<Duration>) async throws {
        try await withTimeout(.seconds(30)) {
            while await clock.hasSleeper { try await Task.sleep(for: .milliseconds(1)) }
        }
    }

    @Test func cloud9OnATIFFReassemblesItAndShowsItConvertedToPNG() async throws {
        try await Harness.withServer(clock: TestClock()) { server in
            let expected = try await Harness.serverBytes(Harness.tiff, server: server.baseURL)
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = SuperStorageModel(server: server.baseURL)
                let file = try #require(try await model.availableFiles().first { $0.name == Harness.tiff })
                #expect(try await model.multiDownloadWithProgress(file: file) == expected)
                #expect(model.downloads.map(\.name) == (1...4).map { "\(Harness.tiff) (part \($0))" })

                let host = HeadlessHost(
                    SuperStorageView(server: server.baseURL, clock: TestClock()), viewport: .rows(10))
                try await host.openDownload(Harness.tiff)
                try await host.tap(identifier: "tier-cloud9")
                // Browsers do not draw TIFF: the preview is the same picture as a PNG.
                try await host.waitUntil { host.previewBytes != nil }
                let png = [UInt8](try #require(host.previewBytes))
                #expect(png.starts(with: PNG.signature))
                #expect(Array(png[16..<24]) == [0, 0, 0x03, 0x20, 0, 0, 0x04, 0xB0])  // IHDR: 800 × 1200
                #expect(host.node("preview-none") == nil)
                await host.unmount()
            }
        }
    }

    @Test func aTIFFTheReaderRefusesShowsNoPreview() async throws {
        // A hostile header (a picture of 4 billion × 4 billion pixels) is refused from the header alone.
        var header: [UInt8] = [0x49, 0x49, 42, 0, 8, 0, 0, 0, 2, 0]
        header += [0x00, 0x01, 4, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]  // ImageWidth
        header += [0x01, 0x01, 4, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]  // ImageLength
        header += [0, 0, 0, 0]
        #expect(await PreviewImage.displayable(Data(header)) == nil)
        #expect(await PreviewImage.displayable(Data("plain text".utf8)) == nil)
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        #expect(await PreviewImage.displayable(jpeg) == jpeg)
    }

    @Test func cancelAllOnAGoldJPEGShowsThePartialImage() async throws {
        let serverClock = TestClock()
        try await Harness.withServer(clock: serverClock) { server in
            let expected = try await Harness.serverBytes(Harness.jpeg, server: server.baseURL)
            try await withTimeout(.seconds(180)) { @MainActor in
                let appClock = TestClock()
                let host = HeadlessHost(SuperStorageView(server: server.baseURL, clock: appClock), viewport: .rows(10))
                try await host.openDownload(Harness.jpeg)
                #expect(host.node("cancel-all")?.attributes[.disabled] == "true")
                try await host.tap(identifier: "tier-gold")
                // The first slice arrives at once; the next waits for the server's clock.
                try await host.waitUntil {
                    (host.node("progress-\(Harness.jpeg)")?.attributes[.value]).flatMap(Double.init) ?? 0 > 0
                }
                #expect(host.node("download-spinner") != nil)
                #expect(host.node("tier-gold") == nil)
                try await host.tap(identifier: "cancel-all")
                try await host.waitUntil { host.previewBytes != nil }
                let partial = try #require(host.previewBytes)
                #expect(partial.count < expected.count)
                #expect(partial == expected.prefix(partial.count))
                #expect(host.node("download-spinner") == nil)
                #expect(host.node("download-duration") == nil)
                #expect(host.node("cancel-all")?.attributes[.disabled] == "true")
                try await Self.waitUntilNothingSleeps(on: appClock)
                try await host.drive(serverClock) { true }
                await host.unmount()
            }
            try await Self.advanceUntilNoLiveStreams(server, clock: serverClock)
        }
    }

    @Test func cancelAllOnAGoldTIFFShowsTheRowsReceivedSoFar() async throws {
        let serverClock = TestClock()
        try await Harness.withServer(clock: serverClock) { server in
            let whole = try TIFF.decode([UInt8](try await Harness.serverBytes(Harness.tiff, server: server.baseURL)))
            try await withTimeout(.seconds(180)) { @MainActor in
                let appClock = TestClock()
                let host = HeadlessHost(SuperStorageView(server: server.baseURL, clock: appClock), viewport: .rows(10))
                try await host.openDownload(Harness.tiff)
                try await host.tap(identifier: "tier-gold")
                // The first slice arrives at once; the next waits for the server's clock.
                try await host.waitUntil {
                    (host.node("progress-\(Harness.tiff)")?.attributes[.value]).flatMap(Double.init) ?? 0 > 0
                }
                try await host.tap(identifier: "cancel-all")
                try await host.waitUntil { host.previewBytes != nil }
                // The picture at its full size, as a PNG: the rows received so far, the rest transparent
                // (drawn over white here), as a browser shows a partial JPEG.
                let png = [UInt8](try #require(host.previewBytes))
                #expect(Array(png[16..<26]) == [0, 0, 0x03, 0x20, 0, 0, 0x04, 0xB0, 8, 6])  // 800 × 1200, RGBA
                let shown = try PNG.decode(png)
                let rowBytes = 800 * 3
                let drawnRows = (0..<1200).first { row in
                    shown.pixels[(row * rowBytes)..<((row + 1) * rowBytes)].allSatisfy { $0 == 255 }
                }
                let rows = try #require(drawnRows)
                #expect(rows > 0 && rows < 1200)
                #expect(shown.pixels.prefix(rows * rowBytes) == whole.bitmap.pixels.prefix(rows * rowBytes))
                #expect(shown.pixels.dropFirst(rows * rowBytes).allSatisfy { $0 == 255 })
                #expect(host.node("preview-none") == nil)
                #expect(host.node("download-spinner") == nil)
                #expect(!host.snapshot().contains("Alert"))
                try await Self.waitUntilNothingSleeps(on: appClock)
                try await host.drive(serverClock) { true }
                await host.unmount()
            }
            try await Self.advanceUntilNoLiveStreams(server, clock: serverClock)
        }
    }

    @Test func cancellingAGoldDownloadOfEitherFileTypeReturnsAPrefix() async throws {
        // The book keeps partial bytes for JPEGs only; this app previews partial TIFFs too.
        #expect(PreviewImage.keepsPartialBytes(ofFileNamed: Harness.tiff))
        #expect(PreviewImage.keepsPartialBytes(ofFileNamed: Harness.jpeg))
        #expect(PreviewImage.keepsPartialBytes(ofFileNamed: "SCAN.TIF"))
        #expect(!PreviewImage.keepsPartialBytes(ofFileNamed: "notes.txt"))
        try await Harness.withServer(clock: TestClock()) { server in
            let expected = try await Harness.serverBytes(Harness.tiff, server: server.baseURL)
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = SuperStorageModel(server: server.baseURL)
                let files = try await model.availableFiles()
                for name in [Harness.tiff, Harness.jpeg] {
                    model.reset()
                    let file = try #require(files.first { $0.name == name })
                    let task = Task { @MainActor in
                        try await DownloadContext.$supportsPartialDownloads.withValue(
                            PreviewImage.keepsPartialBytes(ofFileNamed: name)
                        ) {
                            try await model.downloadWithProgress(file: file)
                        }
                    }
                    while (model.downloads.first?.progress ?? 0) == 0 { await Task.yield() }
                    task.cancel()
                    let data = try await task.value
                    #expect(data.count > 0 && data.count < file.size)
                    if name == Harness.tiff {
                        #expect(data == expected.prefix(data.count))
                    }
                }
            }
        }
    }

    @Test func goingBackStopsTheDownloadAndANewVisitStartsClean() async throws {
        let serverClock = TestClock()
        try await Harness.withServer(clock: serverClock) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = SuperStorageModel(server: server.baseURL)
                let appClock = TestClock()
                let host = HeadlessHost(SuperStorageView(model: model, clock: appClock), viewport: .rows(10))
                try await host.openDownload(Harness.jpeg)
                try await host.tap(identifier: "tier-gold")
                try await host.waitUntil { (model.downloads.first?.progress ?? 0) > 0 }
                #expect(await server.liveStreamCount == 1)
                try await host.navigateBack()
                #expect(model.downloads.isEmpty)
                try await Self.waitUntilNothingSleeps(on: appClock)
                try await Self.advanceUntilNoLiveStreams(server, clock: serverClock)
                try await host.openDownload(Harness.jpeg)
                #expect(host.node("tier-silver") != nil)
                #expect(host.node("preview-none") != nil)
                #expect(
                    !host.graph.tree.visibleNodes.contains {
                        $0.attributes[.identifier]?.hasPrefix("progress-") == true
                    })
                await host.unmount()
            }
        }
    }

    @Test func theDurationTimerCountsSecondsWhileADownloadRunsAndStops() async throws {
        try await Harness.withServer(clock: TestClock()) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let appClock = TestClock()
                let host = HeadlessHost(SuperStorageView(server: server.baseURL, clock: appClock), viewport: .rows(10))
                try await host.openDownload(Harness.tiff)
                try await host.tap(identifier: "tier-gold")
                try await host.waitUntil { host.node("download-duration")?.text == "Duration: 0s" }
                for second in 1...3 {
                    try await appClock.advanceOnceSleeping(by: .seconds(1))
                    try await host.waitUntil { host.node("download-duration")?.text == "Duration: \(second)s" }
                }
                try await host.tap(identifier: "cancel-all")
                try await host.waitUntil { host.node("download-spinner") == nil }
                #expect(host.node("download-duration") == nil)
                try await Self.waitUntilNothingSleeps(on: appClock)
                // Cancel All keeps a TIFF's partial bytes: the preview shows the rows received so far.
                try await host.waitUntil { host.previewBytes != nil }
                #expect(host.node("preview-none") == nil)
                #expect(!host.snapshot().contains("Alert"))
                await host.unmount()
            }
        }
    }
}
