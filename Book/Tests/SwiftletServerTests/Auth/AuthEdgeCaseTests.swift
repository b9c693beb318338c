import Clocks
import Foundation
import GRDB
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletServer

/// The wall clock the auth tokens read, moved only by the test.
final class TestWallClock: Sendable {
    private let current = Mutex(Date(timeIntervalSinceReferenceDate: 800_000_000))

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// `/auth` on a real server with an injected wall clock: expiry at exactly five minutes (access)
/// and one day (refresh), one-time refresh tokens, and bad bodies.
@Suite(.timeLimit(.minutes(2))) struct AuthEdgeCaseTests {
    struct Pair: Decodable {
        var accessToken: String
        var refreshToken: String
        var expiresAt: Date
        var user: String
    }

    static func withServer(
        clock: TestWallClock, dataDirectory: URL? = nil,
        _ body: @escaping @Sendable (RunningBookServer) async throws -> Void
    ) async throws {
        var configuration = TestServers.configuration(clock: TestClock(), dataDirectory: dataDirectory)
        configuration.now = { clock.now }
        try await withTimeout(.seconds(60)) { [configuration] in
            try await BookServer.withRunning(configuration) { server in try await body(server) }
        }
    }

    static func post(_ server: RunningBookServer, _ path: String, _ body: String) async throws -> TestHTTP.Full {
        try await TestHTTP.fetch(server.baseURL, path: path, method: .POST, body: ByteBuffer(string: body))
    }

    static func login(_ server: RunningBookServer, _ user: String = "marin") async throws -> Pair {
        let response = try await post(server, "/auth/login", #"{"user": "\#(user)"}"#)
        #expect(response.status == 200, "\(response.text)")
        return try JSONDecoder().decode(Pair.self, from: Data(response.bytes))
    }

    static func refresh(_ server: RunningBookServer, _ token: String) async throws -> TestHTTP.Full {
        try await post(server, "/auth/refresh", #"{"refreshToken": "\#(token)"}"#)
    }

    static func me(_ server: RunningBookServer, _ token: String) async throws -> Int {
        try await TestHTTP.fetch(server.baseURL, path: "/auth/me", headers: [("Authorization", "Bearer \(token)")])
            .status
    }

    static func expectJSONError(
        _ response: TestHTTP.Full, _ status: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(response.status == status, "\(response.text)", sourceLocation: sourceLocation)
        #expect(response.header("content-type")?.hasPrefix("application/json") == true, sourceLocation: sourceLocation)
        #expect((try? TestJSON.object(response.text))?["error"] is String, sourceLocation: sourceLocation)
    }

    @Test func anAccessTokenExpiresAtExactlyFiveMinutes() async throws {
        let clock = TestWallClock()
        try await Self.withServer(clock: clock) { server in
            let issuedAt = clock.now
            let pair = try await Self.login(server)
            #expect(pair.expiresAt == issuedAt.addingTimeInterval(300))
            #expect(try await Self.me(server, pair.accessToken) == 200)
            clock.advance(by: 299)
            #expect(try await Self.me(server, pair.accessToken) == 200)
            clock.advance(by: 1)
            #expect(try await Self.me(server, pair.accessToken) == 401)
            // The refresh token still works and gives a fresh five minutes.
            let renewed = try await Self.refresh(server, pair.refreshToken)
            #expect(renewed.status == 200)
            let next = try JSONDecoder().decode(Pair.self, from: Data(renewed.bytes))
            #expect(next.user == "marin")
            #expect(try await Self.me(server, next.accessToken) == 200)
        }
    }

    @Test func aRefreshTokenExpiresAfterOneDay() async throws {
        let clock = TestWallClock()
        try await Self.withServer(clock: clock) { server in
            let early = try await Self.login(server)
            let late = try await Self.login(server)
            clock.advance(by: 86_399)
            #expect(try await Self.refresh(server, early.refreshToken).status == 200)
            clock.advance(by: 1)
            Self.expectJSONError(try await Self.refresh(server, late.refreshToken), 401)
        }
    }

    @Test func aUsedRefreshTokenIsRefused() async throws {
        let clock = TestWallClock()
        try await Self.withServer(clock: clock) { server in
            let first = try await Self.login(server)
            let rotated = try await Self.refresh(server, first.refreshToken)
            #expect(rotated.status == 200)
            let second = try JSONDecoder().decode(Pair.self, from: Data(rotated.bytes))
            #expect(second.refreshToken != first.refreshToken)
            Self.expectJSONError(try await Self.refresh(server, first.refreshToken), 401)
            // The replacement works once as well.
            #expect(try await Self.refresh(server, second.refreshToken).status == 200)
            Self.expectJSONError(try await Self.refresh(server, second.refreshToken), 401)
            // An access token is not a refresh token.
            Self.expectJSONError(try await Self.refresh(server, second.accessToken), 401)
        }
    }

    @Test func concurrentRefreshesWithOneTokenGetOnePair() async throws {
        let clock = TestWallClock()
        try await Self.withServer(clock: clock) { server in
            let pair = try await Self.login(server)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<8 { group.addTask { try await Self.refresh(server, pair.refreshToken).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted() == [200] + Array(repeating: 401, count: 7))
        }
    }

    @Test func badBodiesAre400WithAJSONError() async throws {
        try await Self.withServer(clock: TestWallClock()) { server in
            for body in ["", "not json", "{}", #"{"user": 5}"#, #"{"user": ""}"#, "[]", #"{"user": null}"#] {
                Self.expectJSONError(try await Self.post(server, "/auth/login", body), 400)
            }
            let longName = String(repeating: "n", count: 65)
            Self.expectJSONError(try await Self.post(server, "/auth/login", #"{"user": "\#(longName)"}"#), 400)
            for body in ["", "{}", #"{"refreshToken": 7}"#, "\u{0}\u{1}"] {
                Self.expectJSONError(try await Self.post(server, "/auth/refresh", body), 400)
            }
            let huge = #"{"user": ""# + String(repeating: "x", count: 20_000) + #""}"#
            Self.expectJSONError(try await Self.post(server, "/auth/login", huge), 413)
            Self.expectJSONError(try await TestHTTP.fetch(server.baseURL, path: "/auth/me"), 401)
            Self.expectJSONError(
                try await TestHTTP.fetch(server.baseURL, path: "/auth/me", headers: [("Authorization", "Basic abc")]),
                401)
            Self.expectJSONError(
                try await TestHTTP.fetch(server.baseURL, path: "/auth/me", headers: [("Authorization", "Bearer nope")]),
                401)
        }
    }

    @Test func tokensSurviveARestartAndRevocation() async throws {
        let clock = TestWallClock()
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pair = Mutex<Pair?>(nil)
        try await Self.withServer(clock: clock, dataDirectory: directory) { server in
            let issued = try await Self.login(server)
            pair.withLock { $0 = issued }
        }
        let issued = try #require(pair.withLock { $0 })
        try await Self.withServer(clock: clock, dataDirectory: directory) { server in
            #expect(try await Self.me(server, issued.accessToken) == 200)
            try await server.server.authTokens.revokeAccessTokens()
            #expect(try await Self.me(server, issued.accessToken) == 401)
            #expect(try await Self.refresh(server, issued.refreshToken).status == 200)
            try await server.server.authTokens.revokeAll()
            let again = try await Self.login(server)
            try await server.server.authTokens.revokeAll()
            #expect(try await Self.me(server, again.accessToken) == 401)
            Self.expectJSONError(try await Self.refresh(server, again.refreshToken), 401)
        }
    }
}

/// Tokens at rest: the database file keeps only digests, so a copy of it logs nobody in, and a
/// database written before digests were stored keeps its users logged in after the upgrade.
@Suite(.timeLimit(.minutes(2))) struct StoredTokenTests {
    static func rawTokens(in directory: URL) throws -> [String] {
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("swiftlet.sqlite").path)
        return try queue.read { db in try String.fetchAll(db, sql: "SELECT token FROM authToken") }
    }

    @Test func theDatabaseFileHoldsDigestsOnlyAndARestartKeepsTokensValid() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestWallClock()
        let pair = Mutex<AuthEdgeCaseTests.Pair?>(nil)
        try await AuthEdgeCaseTests.withServer(clock: clock, dataDirectory: directory) { server in
            let issued = try await AuthEdgeCaseTests.login(server)
            pair.withLock { $0 = issued }
        }
        let issued = try #require(pair.withLock { $0 })
        let stored = try Self.rawTokens(in: directory)
        #expect(stored.count == 2)
        #expect(!stored.contains(issued.accessToken) && !stored.contains(issued.refreshToken))
        #expect(
            Set(stored) == [BookDatabase.storedKey(issued.accessToken), BookDatabase.storedKey(issued.refreshToken)])
        try await AuthEdgeCaseTests.withServer(clock: clock, dataDirectory: directory) { server async throws in
            #expect(try await AuthEdgeCaseTests.me(server, issued.accessToken) == 200)
            #expect(try await AuthEdgeCaseTests.me(server, BookDatabase.storedKey(issued.accessToken)) == 401)
            #expect(try await AuthEdgeCaseTests.refresh(server, issued.refreshToken).status == 200)
        }
    }

    @Test func plainTokensFromBeforeTheUpgradeStillWork() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestWallClock()
        // A database as the previous version left it: every migration up to `authTokens`, and a
        // token stored as itself.
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("swiftlet.sqlite").path)
        try BookDatabase.migrator.migrate(queue, upTo: "authTokens")
        let expiry = clock.now.addingTimeInterval(300).timeIntervalSinceReferenceDate
        try await queue.write { db in
            try db.execute(
                sql: "INSERT INTO authToken (token, kind, user, expiry) VALUES ('old-plain-token', 'access', 'ana', ?)",
                arguments: [expiry])
        }
        try queue.close()
        try await AuthEdgeCaseTests.withServer(clock: clock, dataDirectory: directory) { server async throws in
            #expect(try await AuthEdgeCaseTests.me(server, "old-plain-token") == 200)
        }
        #expect(try Self.rawTokens(in: directory) == [BookDatabase.storedKey("old-plain-token")])
    }
}
