import BookTestSupport
import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The Sky screen in the headless host, on a `TestClock`.
@Suite(.timeLimit(.minutes(4)))
@MainActor
struct SkyViewTests {
    static func services(
        clock: TestClock<Duration>,
        directory: (LocalScanWorker) -> any ScanWorkerDirectory = {
            SingleNodeDirectory(local: $0)
        }
    ) -> SkyServices {
        let local = LocalScanWorker(name: "alpha", work: .sleep(.seconds(1), clock: clock), api: UnreliableAPI())
        return SkyServices(directory: directory(local), clock: clock)
    }

    static func node(_ host: HeadlessHost<some View>, _ identifier: String) -> RenderNode? {
        host.graph.tree.visibleNodes.first { $0.attributes[.identifier] == identifier }
    }

    static func texts(_ host: HeadlessHost<some View>, _ identifier: String) -> [String] {
        node(host, identifier)?.allNodes.compactMap(\.text) ?? []
    }

    /// Advances `clock` whenever something sleeps on it, settling the host, until `condition` holds.
    static func drive(
        _ host: HeadlessHost<some View>, _ clock: TestClock<Duration>, by step: Duration = .milliseconds(100),
        until condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while true {
            await host.settle()
            if condition() { return }
            if ContinuousClock.now >= deadline { throw TimeoutError(duration: .seconds(60)) }
            if await clock.hasSleeper {
                await clock.advance(by: step)
            } else {
                try await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    @Test func engageRunsTwentyScansAndShowsTheMessage() async throws {
        let clock = TestClock()
        let model = ScanModel(services: Self.services(clock: clock))
        let host = HeadlessHost(SkyView(model: model))
        await host.settle()
        let snapshot = host.snapshot()
        for text in ["Sky", "Scanning deep space", "0 scheduled", "0.00 per sec.", "0 tasks completed"] {
            #expect(snapshot.contains(text), "\(text) in \(snapshot)")
        }
        #expect(Self.node(host, "connectivity") == nil)
        #expect(Self.texts(host, "task-log") == ["No Status"])
        try await host.tap("Engage systems")
        try await host.waitUntil { model.isScanning && model.scheduled == 4 }
        #expect(Self.node(host, "engage")?.attributes[.disabled] == "true")
        #expect(Self.node(host, "engage-spinner") != nil)
        #expect(Self.node(host, "scheduled-count")?.text == "4 scheduled")
        #expect(Self.node(host, "scheduled-bar")?.attributes[.foreground] == "red")
        #expect(Self.texts(host, "sky-log") == ["No Log"])
        var sawProgress = false
        var sawLiveLog = false
        try await Self.drive(host, clock) {
            if model.completed > 0 && model.countPerSecond > 0 { sawProgress = true }
            // The log grows on the page while the scan runs, not only at its end.
            if model.isScanning && Self.texts(host, "sky-log").contains(where: { $0.hasPrefix("Completed: ") }) {
                sawLiveLog = true
            }
            return model.message != nil
        }
        #expect(sawProgress)
        #expect(sawLiveLog)
        let message = try #require(Self.node(host, "result-message")?.text)
        #expect(message.wholeMatch(of: /Finished 20 scans in \d+\.\d\d seconds\./) != nil)
        #expect(model.lastSummary?.failed == 0)
        #expect(model.lastSummary?.retried == 2)
        // The counters reset at the end.
        #expect(Self.node(host, "scheduled-count")?.text == "0 scheduled")
        #expect(Self.node(host, "per-second")?.text == "0.00 per sec.")
        #expect(Self.node(host, "completed-count")?.text == "0 tasks completed")
        // The scan log is on the page: every line, newest last, the summary at the end.
        let shown = Self.texts(host, "sky-log")
        #expect(shown == model.log)
        #expect(shown.filter { $0.hasPrefix("Completed: ") }.count == 20)
        #expect(shown.filter { $0.hasPrefix("Re-run task: ") }.count == 2)
        #expect(shown.suffix(2) == ["Done.", message])
        try await host.tap("Close")
        #expect(model.message == nil)
        #expect(Self.node(host, "result-message") == nil)
        try await host.waitUntil { Self.node(host, "engage")?.attributes[.disabled] == nil }
        await host.unmount()
    }

    @Test func theLogPanelListsTheLocalStatusesAndClears() async throws {
        let clock = TestClock()
        let model = ScanModel(services: Self.services(clock: clock))
        let host = HeadlessHost(SkyView(model: model))
        await host.settle()
        try await host.tap("Engage systems")
        try await Self.drive(host, clock) { model.message != nil && model.statuses.count == 44 }
        let log = Self.texts(host, "task-log")
        #expect(log.filter { $0 == "Committed" }.count == 22)
        #expect(log.filter { $0.wholeMatch(of: /Task \d+ Completed/) != nil }.count == 20)
        #expect(log.filter { $0.wholeMatch(of: /Task \d+ Failed/) != nil }.count == 2)
        try await host.tap("Clear")
        #expect(Self.texts(host, "task-log") == ["No Status"])
        await host.unmount()
    }

    @Test func leavingThePageCancelsTheScan() async throws {
        let clock = TestClock()
        let services = Self.services(clock: clock)
        let model = ScanModel(services: services)
        let host = HeadlessHost(SkyView(model: model))
        await host.settle()
        try await host.tap("Engage systems")
        let local = services.directory.local
        try await withTimeout(.seconds(180)) {
            while await local.count() < 4 { try await Task.sleep(for: .milliseconds(1)) }
        }
        await host.unmount()
        try await withTimeout(.seconds(180)) {
            while await local.count() > 0 { try await Task.sleep(for: .milliseconds(1)) }
        }
        try await withTimeout(.seconds(180)) { @MainActor in
            while model.isScanning { try await Task.sleep(for: .milliseconds(1)) }
        }
        #expect(model.message == nil)
    }

    @Test func anotherSessionsScanMakesThisSessionCollaborate() async throws {
        let clock = TestClock()
        let services = Self.services(clock: clock)
        let scanner = ScanModel(services: services)
        let helper = ScanModel(services: services)
        let scannerHost = HeadlessHost(SkyView(model: scanner))
        let helperHost = HeadlessHost(SkyView(model: helper))
        await scannerHost.settle()
        await helperHost.settle()
        try await scannerHost.tap("Engage systems")
        try await helperHost.waitUntil { helper.isCollaborating }
        #expect(!scanner.isCollaborating)
        #expect(Self.node(helperHost, "engage")?.attributes[.disabled] == "true")
        #expect(Self.node(helperHost, "engage-spinner") != nil)
        // The helper's title animates on the clock while the scan runs.
        var titles: Set<String> = []
        try await Self.drive(helperHost, clock, by: .milliseconds(110)) {
            if let title = Self.node(helperHost, "sky-title")?.text { titles.insert(title) }
            return scanner.message != nil
        }
        #expect(titles.count > 1)
        #expect(titles.isSubset(of: Set(SkyTitle.frames)))
        try await helperHost.waitUntil { !helper.isCollaborating }
        #expect(Self.node(helperHost, "sky-title")?.text == "Sky")
        #expect(Self.node(helperHost, "engage")?.attributes[.disabled] == nil)
        #expect(Self.node(helperHost, "engage-spinner") == nil)
        await scannerHost.unmount()
        await helperHost.unmount()
    }

    @Test func theConnectivityButtonListsTheConnectedNodes() async throws {
        let clock = TestClock()
        let services = Self.services(clock: clock) { FixedDirectory(local: $0, names: ["beta", "gamma"]) }
        let host = HeadlessHost(SkyView(services: services))
        try await host.waitUntil { Self.node(host, "connectivity") != nil }
        #expect(Self.node(host, "connected-nodes") == nil)
        try await host.tap("📡 2")
        #expect(Self.texts(host, "connected-nodes") == ["Connected nodes", "beta", "gamma"])
        await host.unmount()
    }

    @Test func sessionsLetGoOfTheWorkerWhenTheyLeave() async throws {
        let clock = TestClock()
        let services = Self.services(clock: clock)
        let host = HeadlessHost(SkyView(services: services))
        let local = services.directory.local
        try await host.waitUntil { true }
        try await withTimeout(.seconds(180)) {
            while await local.subscriberCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
        }
        await host.unmount()
        try await withTimeout(.seconds(180)) {
            while await local.subscriberCount > 0 { try await Task.sleep(for: .milliseconds(1)) }
        }
    }
}
