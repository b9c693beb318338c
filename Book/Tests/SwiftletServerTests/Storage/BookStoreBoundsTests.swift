import BookTestSupport
import Foundation
import GRDB
import Logging
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// What keeps the stores bounded and retries harmless, on both backends: a chat message is stored
/// once per id, history is read a page at a time, and old user activity is forgotten.
@Suite(.serialized, .timeLimit(.minutes(3))) struct BookStoreBoundsTests {
    typealias Backend = BookStoreContractTests.Backend

    static func message(_ text: String, id: UUID = UUID()) -> ChatMessage {
        ChatMessage(id: id, user: "ana", message: text, date: Date(timeIntervalSinceReferenceDate: 1_000))
    }

    @Test(arguments: Backend.allCases) func aRetriedChatMessageIsStoredOnce(_ backend: Backend) async throws {
        try await BookStoreContractTests.withStore(backend) { store in
            let retried = Self.message("sent twice")
            let first = try await store.appendChat(retried)
            let other = try await store.appendChat(Self.message("between"))
            let again = try await store.appendChat(retried)
            #expect(again == first)
            #expect(other > first)
            let texts = try await store.chatMessages(after: 0, limit: 100).map(\.message.message)
            #expect(texts == ["sent twice", "between"])
        }
    }

    @Test(arguments: Backend.allCases) func historyIsReadAPageAtATime(_ backend: Backend) async throws {
        try await BookStoreContractTests.withStore(backend) { store in
            for number in 1...7 {
                _ = try await store.appendChat(Self.message("m\(number)"))
                _ = try await store.appendCLILine("c\(number)")
            }
            var cursor: Int64 = 0
            var pages: [[String]] = []
            while true {
                let page = try await store.chatMessages(after: cursor, limit: 3)
                guard let last = page.last else { break }
                pages.append(page.map(\.message.message))
                cursor = last.seq
            }
            #expect(pages == [["m1", "m2", "m3"], ["m4", "m5", "m6"], ["m7"]])
            let lines = try await store.cliLines(after: 0, limit: 2).map(\.text)
            #expect(lines == ["c1", "c2"])
        }
    }

    @Test(arguments: Backend.allCases) func oldAndSurplusUserActivityIsForgotten(_ backend: Backend) async throws {
        try await BookStoreContractTests.withStore(backend) { store in
            let now = Date(timeIntervalSinceReferenceDate: 100_000)
            for number in 0..<10 {
                try await store.touch(user: "old\(number)", at: now.addingTimeInterval(-1_000 - Double(number)))
                try await store.touch(user: "new\(number)", at: now.addingTimeInterval(-Double(number)))
            }
            try await store.pruneUserActivity(before: now.addingTimeInterval(-300), keepingAtMost: 4)
            #expect(try await store.activeUserCount(since: .distantPast) == 4)
            #expect(try await store.activeUserCount(since: now.addingTimeInterval(-3)) == 4)
        }
    }

    @Test func theRoomForgetsUsersInactiveForLongerThanItsWindow() async throws {
        let store = try BookDatabase(directory: nil)
        try await store.touch(user: "long gone", at: Date().addingTimeInterval(-2 * ChatRoom.activeWindow))
        let room = ChatRoom(
            database: store, clock: ContinuousClock(), botReplies: [], botDelay: .seconds(5),
            logger: Logger(label: "test"))
        let status = try await room.join(user: "marin")
        #expect(status.activeUsers == 1)
        #expect(try await store.activeUserCount(since: .distantPast) == 1)
        await room.close()
    }

    @Test func anExistingSQLiteDatabaseKeepsOneCopyOfEachMessageIdAfterMigrating() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let id = UUID()
        do {
            // The database as the previous version left it: no unique id, a message stored twice.
            let queue = try DatabaseQueue(path: directory.appendingPathComponent("swiftlet.sqlite").path)
            try BookDatabase.migrator.migrate(queue, upTo: "authTokensHashed")
            try await queue.write { db in
                for text in ["first copy", "second copy"] {
                    try db.execute(
                        sql: "INSERT INTO chatMessage (id, user, message, date) VALUES (?, 'ana', ?, 0)",
                        arguments: [id.uuidString, text])
                }
            }
        }
        let store = try BookDatabase(directory: directory)
        #expect(try await store.chatMessages(after: 0, limit: 10).map(\.message.message) == ["first copy"])
        _ = try await store.appendChat(Self.message("a third copy", id: id))
        #expect(try await store.chatMessages(after: 0, limit: 10).count == 1)
    }

    @Test func anExistingPostgresDatabaseKeepsOneCopyOfEachMessageIdAfterMigrating() async throws {
        try await withPostgresCluster { cluster in
            // The schema as the previous version left it, with a message stored twice.
            let id = UUID().uuidString
            let first = try PostgresBookStore(
                url: cluster.url, operationTimeout: .seconds(30), logger: Logger(label: "test"))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await first.run { _ in } }
                defer { group.cancelAll() }
                try await withTimeout(.seconds(60)) { _ = try await first.savedSpacePhotos() }
            }
            try await Self.psql(
                cluster,
                """
                DROP INDEX chat_message_id; DROP INDEX user_activity_last_active;
                DELETE FROM swiftlet_schema WHERE version = 'chatMessageUniqueIdAndActivityIndex';
                INSERT INTO chat_message (id, "user", message, date) VALUES ('\(id)', 'ana', 'first copy', 0);
                INSERT INTO chat_message (id, "user", message, date) VALUES ('\(id)', 'ana', 'second copy', 0);
                """)
            let store = try PostgresBookStore(
                url: cluster.url, operationTimeout: .seconds(30), logger: Logger(label: "test"))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await store.run { _ in } }
                defer { group.cancelAll() }
                try await withTimeout(.seconds(60)) {
                    #expect(try await store.chatMessages(after: 0, limit: 10).map(\.message.message) == ["first copy"])
                    _ = try await store.appendChat(Self.message("a third copy", id: UUID(uuidString: id) ?? UUID()))
                    #expect(try await store.chatMessages(after: 0, limit: 10).count == 1)
                }
            }
        }
    }

    /// Runs `sql` with `psql` against `cluster`.
    static func psql(_ cluster: PostgresCluster, _ sql: String) async throws {
        let outcome = try await withTimeout(.seconds(30)) {
            try await runChildProcess(
                URL(fileURLWithPath: "/usr/bin/psql"), arguments: [cluster.url, "-v", "ON_ERROR_STOP=1", "-c", sql])
        }
        #expect(outcome.status == 0, "\(outcome.errors)")
    }
}
