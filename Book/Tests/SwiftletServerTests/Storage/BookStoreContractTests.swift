import BookTestSupport
import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// The storage protocol's contract, run against both implementations: a real SQLite file and a
/// real PostgreSQL server (a throwaway cluster on a free port).
@Suite(.serialized, .timeLimit(.minutes(2))) struct BookStoreContractTests {
    enum Backend: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        var testDescription: String { rawValue }
    }

    /// Runs `body` with a fresh store of `backend`, running (as a server would run it) meanwhile.
    static func withStore(_ backend: Backend, _ body: @escaping @Sendable (any BookStore) async throws -> Void)
        async throws
    {
        switch backend {
        case .sqlite:
            let directory = try TestServers.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try await withTimeout(.seconds(60)) {
                try await body(try BookDatabase(directory: directory))
            }
        case .postgres:
            try await withPostgresCluster { cluster in
                // The contract is about content and order, not latency: the first operation connects
                // and creates the schema, which can take longer than the served 3 s on a loaded
                // machine. Answering 503 within seconds has its own test (SharedDatabaseTests).
                let store = try PostgresBookStore(
                    url: cluster.url, operationTimeout: .seconds(30), logger: Logger(label: "test"))
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { await store.run { _ in } }
                    defer { group.cancelAll() }
                    try await withTimeout(.seconds(60)) { try await body(store) }
                }
            }
        }
    }

    static func message(_ user: String?, _ text: String) -> ChatMessage {
        ChatMessage(user: user, message: text, date: Date(timeIntervalSinceReferenceDate: 1_000))
    }

    @Test(arguments: Backend.allCases) func chatMessagesKeepTheirOrderAndContent(_ backend: Backend) async throws {
        try await Self.withStore(backend) { store in
            var sequences: [Int64] = []
            for number in 1...5 {
                sequences.append(try await store.appendChat(Self.message("ana", "line \(number) ✓")))
            }
            #expect(sequences == sequences.sorted() && Set(sequences).count == 5)
            let system = try await store.appendChat(Self.message(nil, "ana connected"))
            let all = try await store.chatMessages(after: 0, limit: 100)
            #expect(all.map(\.message.message) == (1...5).map { "line \($0) ✓" } + ["ana connected"])
            #expect(all.last?.message.user == nil)
            #expect(all.last?.seq == system)
            #expect(all.first?.message.date == Date(timeIntervalSinceReferenceDate: 1_000))
            #expect(try await store.chatMessages(after: sequences[2], limit: 100).count == 3)
            #expect(try await store.chatCursor(keepingLast: 3) == sequences[2])
            #expect(try await store.chatCursor(keepingLast: 50) == 0)
        }
    }

    @Test(arguments: Backend.allCases) func theBotAnswersOnlyTheLatestUserMessage(_ backend: Backend) async throws {
        try await Self.withStore(backend) { store in
            let first = try await store.appendChat(Self.message("ana", "hello"))
            // A system message and the bot's own messages do not supersede the trigger.
            _ = try await store.appendChat(Self.message(nil, "bo connected"))
            let reply = try await store.appendBotReply(Self.message(BotReply.botName, "hi ana"), answering: first)
            #expect(reply != nil)
            let second = try await store.appendChat(Self.message("bo", "anyone?"))
            #expect(try await store.appendBotReply(Self.message(BotReply.botName, "late"), answering: first) == nil)
            #expect(try await store.appendBotReply(Self.message(BotReply.botName, "yes"), answering: second) != nil)
            let texts = try await store.chatMessages(after: 0, limit: 100).map(\.message.message)
            #expect(texts == ["hello", "bo connected", "hi ana", "anyone?", "yes"])
        }
    }

    @Test(arguments: Backend.allCases) func cliLinesActivityAndSavedPhotos(_ backend: Backend) async throws {
        try await Self.withStore(backend) { store in
            let first = try await store.appendCLILine("[ana connected]\r\n")
            _ = try await store.appendCLILine("ana: hi")
            #expect(try await store.cliLines(after: 0, limit: 100).map(\.text) == ["[ana connected]\r\n", "ana: hi"])
            #expect(try await store.cliLines(after: first, limit: 100).map(\.text) == ["ana: hi"])
            #expect(try await store.cliCursor(keepingLast: 1) == first)

            let now = Date(timeIntervalSinceReferenceDate: 10_000)
            try await store.touch(user: "ana", at: now)
            try await store.touch(user: "bo", at: now.addingTimeInterval(-600))
            try await store.touch(user: "ana", at: now.addingTimeInterval(5))
            #expect(try await store.activeUserCount(since: now.addingTimeInterval(-300)) == 1)
            #expect(try await store.activeUserCount(since: now.addingTimeInterval(-900)) == 2)

            try await store.saveSpacePhoto("b")
            try await store.saveSpacePhoto("a")
            try await store.saveSpacePhoto("b")
            #expect(try await store.savedSpacePhotos() == ["b", "a"])
        }
    }

    @Test(arguments: Backend.allCases) func tokensRotateOnceAndExpire(_ backend: Backend) async throws {
        try await Self.withStore(backend) { store in
            let now = Date(timeIntervalSinceReferenceDate: 50_000)
            let later = now.addingTimeInterval(300)
            try await store.storeTokens(
                user: "ana", access: ("a1", later), refresh: ("r1", now.addingTimeInterval(3_600)), now: now)
            #expect(try await store.tokenUser("a1", kind: .access, now: now) == "ana")
            #expect(try await store.tokenUser("a1", kind: .refresh, now: now) == nil)
            #expect(try await store.tokenUser("a1", kind: .access, now: later) == nil)

            async let one = store.rotateRefreshToken("r1", access: ("a2", later), refresh: ("r2", later), now: now)
            async let two = store.rotateRefreshToken("r1", access: ("a3", later), refresh: ("r3", later), now: now)
            let winners = [try await one, try await two].compactMap { $0 }
            #expect(winners == ["ana"])
            #expect(
                try await store.rotateRefreshToken("r1", access: ("x", later), refresh: ("y", later), now: now) == nil)

            try await store.revokeTokens(kind: .access)
            #expect(try await store.tokenUser("a2", kind: .access, now: now) == nil)
            #expect(try await store.tokenUser("a3", kind: .access, now: now) == nil)
            try await store.revokeTokens(kind: nil)
            #expect(try await store.tokenUser("r2", kind: .refresh, now: now) == nil)
        }
    }
}
