import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// A settable "now" for token expiry.
final class FakeNow: Sendable {
    private let date = Mutex(Date(timeIntervalSinceReferenceDate: 1_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0.addTimeInterval(seconds) } }
}

@Suite struct AuthManagerTests {
    let now = FakeNow()

    func token(_ value: String, validFor seconds: TimeInterval) -> Token {
        Token(value: value, refreshToken: "refresh", validUntil: now.now.addingTimeInterval(seconds))
    }

    @Test func scenarioNoTokenThrowsMissingToken() async throws {
        let manager = AuthManager(now: { [now] in now.now }) { _ in
            Issue.record("no refresh expected"); throw TestFailure()
        }
        await #expect(throws: AuthError.missingToken) { try await manager.validToken() }
        await #expect(throws: AuthError.missingToken) { try await manager.refreshToken() }
    }

    @Test func scenarioValidTokenIsReturnedWithoutRefresh() async throws {
        let manager = AuthManager(token: token("a", validFor: 10), now: { [now] in now.now }) { _ in
            Issue.record("no refresh expected")
            throw TestFailure()
        }
        #expect(try await manager.validToken().value == "a")
        #expect(await manager.refreshCount == 0)
    }

    @Test func scenarioExpiredTokenIsRefreshedFirst() async throws {
        let fresh = token("b", validFor: 100)
        let manager = AuthManager(token: token("a", validFor: 10), now: { [now] in now.now }) { old in
            #expect(old.value == "a")
            return fresh
        }
        now.advance(11)
        #expect(try await manager.validToken() == fresh)
        #expect(await manager.token == fresh)
        #expect(await manager.refreshCount == 1)
    }

    @Test func scenarioARefreshInFlightIsJoinedEvenIfTheTokenLooksValid() async throws {
        let gate = AsyncStream.makeStream(of: Void.self)
        let fresh = token("b", validFor: 100)
        let manager = AuthManager(token: token("a", validFor: 10), now: { [now] in now.now }) { _ in
            for await _ in gate.stream { break }
            return fresh
        }
        let forced = Task { try await manager.refreshToken() }
        try await waitUntil { await manager.refreshCount == 1 }
        let joined = Task { try await manager.validToken() }
        gate.continuation.yield()
        #expect(try await joined.value == fresh)
        #expect(try await forced.value == fresh)
        #expect(await manager.refreshCount == 1)
    }

    @Test func fiftyConcurrentCallersShareOneRefresh() async throws {
        let refreshes = Counter()
        let manager = AuthManager(token: token("old", validFor: 1), now: { [now] in now.now }) { _ in
            await refreshes.increment()
            for _ in 0..<10 { await Task.yield() }
            return Token(value: "new", refreshToken: "refresh", validUntil: .distantFuture)
        }
        now.advance(2)
        let tokens = try await Array(0..<50).concurrentMap(maxConcurrency: 50) { _ in
            try await manager.validToken().value
        }
        #expect(tokens == Array(repeating: "new", count: 50))
        #expect(await refreshes.value == 1)
    }

    @Test func aFailedRefreshReachesEveryWaiterAndIsNotCached() async throws {
        let attempts = Counter()
        let manager = AuthManager(token: token("old", validFor: 1), now: { [now] in now.now }) { _ in
            if await attempts.increment() == 1 { throw TestFailure(id: 1) }
            return Token(value: "new", validUntil: .distantFuture)
        }
        now.advance(2)
        let outcomes = await Array(0..<5).concurrentSuccesses(maxConcurrency: 5) { _ in
            try await manager.validToken().value
        }
        #expect(outcomes.isEmpty || outcomes.allSatisfy { $0 == "new" })
        #expect(try await manager.validToken().value == "new")
        #expect(await manager.token?.value == "new")
    }

    @Test func signOutCancelsTheRefreshAndForgetsTheToken() async throws {
        let gate = AsyncStream.makeStream(of: Void.self)
        let manager = AuthManager(token: token("a", validFor: 10), now: { [now] in now.now }) { _ in
            for await _ in gate.stream { break }
            return Token(value: "late", validUntil: .distantFuture)
        }
        let refresh = Task { try await manager.refreshToken() }
        try await waitUntil { await manager.refreshCount == 1 }
        await manager.signOut()
        gate.continuation.yield()
        await #expect(throws: CancellationError.self) { try await refresh.value }
        #expect(await manager.token == nil)
    }
}
