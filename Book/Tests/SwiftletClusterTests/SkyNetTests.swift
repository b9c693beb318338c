import BookTestSupport
import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletCluster
@testable import SwiftletSkyNet

/// Sky's scan over three in-process nodes (real transport): tasks run on the other nodes, and a
/// node that leaves mid-scan costs nothing but local retries.
@Suite(.timeLimit(.minutes(2))) struct SkyNetTests {
    /// Counts the tasks a node's worker started.
    final class Started: Sendable {
        private let count = Mutex(0)
        let events: AsyncStream<Void>
        private let continuation: AsyncStream<Void>.Continuation

        init() { (events, continuation) = AsyncStream.makeStream(of: Void.self) }

        func record() {
            count.withLock { $0 += 1 }
            continuation.yield()
        }

        var value: Int { count.withLock { $0 } }
    }

    /// Opens once; waiters before that wait.
    actor Gate {
        private var isOpen = false
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func wait() async {
            if isOpen { return }
            await withCheckedContinuation { waiters.append($0) }
        }

        func open() {
            isOpen = true
            for waiter in waiters { waiter.resume() }
            waiters = []
        }
    }

    static func directory(_ node: TestNode, work: ScanWork) -> ClusterScanDirectory {
        var logger = Logger(label: "skynet-test")
        logger.logLevel = .warning
        return ClusterScanDirectory(
            system: node.system, local: LocalScanWorker(name: node.name, work: work, api: UnreliableAPI()),
            logger: logger)
    }

    static func cluster() async throws -> (TestNode, TestNode, TestNode) {
        let a = try await TestNode.start("A")
        let b = try await TestNode.start("B")
        let c = try await TestNode.start("C")
        _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
        _ = try await withTimeout(.seconds(30)) { try await c.system.join(a.address) }
        try await a.system.waitForMembers { $0 == ["B", "C"] }
        try await b.system.waitForMembers { $0 == ["A", "C"] }
        try await c.system.waitForMembers { $0 == ["A", "B"] }
        return (a, b, c)
    }

    @Test func aScanRunsTasksOnTheOtherNodes() async throws {
        let (a, b, c) = try await Self.cluster()
        try await TestNode.stopping([a, b, c]) {
            // A's and B's tasks wait until C has started one: with their four slots each full, the scan
            // must use C. (No timing involved.)
            let counts = [Started(), Started(), Started()]
            let gate = Gate()
            let directories = [
                Self.directory(
                    a,
                    work: .custom {
                        counts[0].record(); await gate.wait()
                    }),
                Self.directory(
                    b,
                    work: .custom {
                        counts[1].record(); await gate.wait()
                    }),
                Self.directory(
                    c,
                    work: .custom {
                        counts[2].record(); await gate.open()
                    }),
            ]
            #expect(await directories[0].workers().map(\.name) == ["A", "B", "C"])
            let summary = try await withTimeout(.seconds(60)) {
                try await ScanRun(directory: directories[0], total: 20).run { _ in }
            }
            #expect(summary.total == 20)
            #expect(summary.succeeded + summary.failed == 20)
            #expect(counts[1].value > 0, "B ran none of the tasks")
            #expect(counts[2].value > 0, "C ran none of the tasks")
            _ = directories
        }
    }

    @Test func aScanFinishesWhenANodeLeavesMidScan() async throws {
        let (a, b, c) = try await Self.cluster()
        try await TestNode.stopping([a, c]) {
            let onB = Started()
            let bStarted = Gate()
            let directories = [
                // A's tasks wait until B holds one, so the scan must use B (no timing involved).
                Self.directory(a, work: .custom { await bStarted.wait() }),
                // B's tasks never finish on their own: B leaves while it holds them.
                Self.directory(
                    b,
                    work: .custom {
                        onB.record()
                        await bStarted.open()
                        try await Task.sleep(for: .seconds(3600))
                    }),
                Self.directory(c, work: .sleep(.milliseconds(50))),
            ]
            let scan = Task { try await ScanRun(directory: directories[0], total: 20).run { _ in } }
            try await withTimeout(.seconds(30)) {
                for await _ in onB.events { return }
            }
            await b.stop()
            let summary = try await withTimeout(.seconds(60)) { try await scan.value }
            #expect(summary.total == 20)
            #expect(summary.succeeded + summary.failed == 20)
            #expect(summary.retried >= 1)
            _ = directories
        }
    }

    @Test func aCommitWhoseTaskNeverComesGivesItsSlotBackAfterTheLease() async throws {
        let a = try await TestNode.start("A")
        let b = try await TestNode.start("B")
        let leaseClock = TestClock()
        var logger = Logger(label: "skynet-test")
        logger.logLevel = .critical
        let local = LocalScanWorker(name: "A", work: .sleep(.seconds(1), clock: TestClock()), api: UnreliableAPI())
        let directory = ClusterScanDirectory(system: a.system, local: local, logger: logger, leaseClock: leaseClock)
        do {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await b.system.waitForMembers { $0 == ["A"] }
            let remote = try ScanActor.resolve(
                id: ClusterActorID(node: "A", actor: ScanActor.actorName), using: b.system)
            // B commits twice and then gives up: no task follows.
            try await withTimeout(.seconds(30)) {
                try await remote.commit()
                try await remote.commit()
            }
            #expect(await local.count() == 2)
            // Each lease sleeps on the clock; advance whenever one does, until both slots are back.
            try await withTimeout(.seconds(30)) {
                while await local.count() > 0 {
                    if await leaseClock.hasSleeper {
                        await leaseClock.advance(by: ScanActor.commitLease)
                    } else {
                        try await Task.sleep(for: .milliseconds(5))
                    }
                }
            }
            #expect(await directory.local.count() == 0)
        } catch {
            await a.stop()
            await b.stop()
            throw error
        }
        await a.stop()
        await b.stop()
    }

    @Test func aRunWithoutACommitFromTheSameNodeIsRefusedAndRunsNothing() async throws {
        let a = try await TestNode.start("A")
        let b = try await TestNode.start("B")
        let c = try await TestNode.start("C")
        var logger = Logger(label: "skynet-test")
        logger.logLevel = .critical
        let started = Started()
        let local = LocalScanWorker(name: "A", work: .custom { started.record() }, api: UnreliableAPI())
        let directory = ClusterScanDirectory(system: a.system, local: local, logger: logger, leaseClock: TestClock())
        try await TestNode.stopping([a, b, c]) {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            _ = try await withTimeout(.seconds(30)) { try await c.system.join(a.address) }
            try await a.system.waitForMembers { $0.contains("B") && $0.contains("C") }
            let id = ClusterActorID(node: "A", actor: ScanActor.actorName)
            let fromB = try ScanActor.resolve(id: id, using: b.system)
            let fromC = try ScanActor.resolve(id: id, using: c.system)
            func isRunWithoutCommit(_ error: any Error) -> Bool {
                guard case .remote(let type, _) = error as? ClusterError else { return false }
                return type.hasSuffix("RunWithoutCommit")
            }
            // No commit at all: refused.
            do {
                _ = try await withTimeout(.seconds(30)) { try await fromB.run(ScanTask(input: 1)) }
                Issue.record("a run without a commit must be refused")
            } catch {
                #expect(isRunWithoutCommit(error))
            }
            // B's commit does not let C run.
            try await withTimeout(.seconds(30)) { try await fromB.commit() }
            do {
                _ = try await withTimeout(.seconds(30)) { try await fromC.run(ScanTask(input: 2)) }
                Issue.record("a run without a commit must be refused")
            } catch {
                #expect(isRunWithoutCommit(error))
            }
            #expect(started.value == 0)
            // B's own run takes its commit's place and runs (whatever the unreliable API answers).
            do {
                _ = try await withTimeout(.seconds(30)) { try await fromB.run(ScanTask(input: 3)) }
            } catch {
                #expect(!isRunWithoutCommit(error))
            }
            #expect(started.value == 1)
            // The commit is used up.
            do {
                _ = try await withTimeout(.seconds(30)) { try await fromB.run(ScanTask(input: 4)) }
                Issue.record("a run without a commit must be refused")
            } catch {
                #expect(isRunWithoutCommit(error))
            }
            #expect(started.value == 1)
            _ = directory
        }
    }

    @Test func oneNodeCannotHoldMoreThanSixteenOpenCommits() async throws {
        let a = try await TestNode.start("A")
        let b = try await TestNode.start("B")
        var logger = Logger(label: "skynet-test")
        logger.logLevel = .critical
        let local = LocalScanWorker(name: "A", work: .custom {}, api: UnreliableAPI())
        let directory = ClusterScanDirectory(system: a.system, local: local, logger: logger, leaseClock: TestClock())
        try await TestNode.stopping([a, b]) {
            _ = try await withTimeout(.seconds(30)) { try await b.system.join(a.address) }
            try await b.system.waitForMembers { $0 == ["A"] }
            let remote = try ScanActor.resolve(
                id: ClusterActorID(node: "A", actor: ScanActor.actorName), using: b.system)
            try await withTimeout(.seconds(30)) {
                for _ in 0..<ScanActor.maxOpenCommitsPerNode { try await remote.commit() }
            }
            do {
                try await withTimeout(.seconds(30)) { try await remote.commit() }
                Issue.record("a 17th open commit must be refused")
            } catch {
                guard case .remote(let type, _) = error as? ClusterError else {
                    Issue.record("expected a remote error, got \(error)")
                    return
                }
                #expect(type.hasSuffix("TooManyCommits"))
            }
            #expect(await local.count() == ScanActor.maxOpenCommitsPerNode)
            _ = directory
        }
    }
}
