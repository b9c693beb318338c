import BookTestSupport
import Foundation
import Logging
import PostgresNIO
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Stopping a PostgreSQL store (cancelling its `run`) never strands an operation: the pool is
/// stopped only once no operation uses it. A pool stopped under an operation closed that
/// operation's connection, and the query it sent next was never answered, so the operation, the
/// store's `run` and the test or server waiting for it hung forever with no timer left.
@Suite(.serialized, .timeLimit(.minutes(3))) struct PostgresStoreStopTests {
    /// The store's first operation waits in the database (another session holds the migration
    /// lock) when the store is stopped: it still completes (before, the stopped pool closed its
    /// connection and it failed), the store's `run` ends after it, and an operation after that is
    /// refused at once.
    @Test func anOperationUnderWayWhenTheStoreStopsCompletesAndLaterOnesAreRefused() async throws {
        try await withPostgresCluster { cluster in
            let configuration = try PostgresBookStore.configuration(from: cluster.url + "?sslmode=disable")
            let holder = PostgresClient(configuration: configuration)
            let store = try PostgresBookStore(
                url: cluster.url, operationTimeout: .seconds(60), logger: Logger(label: "test"))
            try await withThrowingTaskGroup(of: Void.self) { holding in
                holding.addTask { await holder.run() }
                defer { holding.cancelAll() }
                let (locked, lockTaken) = AsyncStream.makeStream(of: Void.self)
                let (release, releaseLock) = AsyncStream.makeStream(of: Void.self)
                holding.addTask {
                    try await holder.withConnection { connection in
                        let lock = PostgresSchema.migrationLock
                        try await connection.rows("SELECT pg_advisory_lock(\(lock))", logger: Logger(label: "test"))
                        lockTaken.yield()
                        for await _ in release { break }
                        try await connection.rows("SELECT pg_advisory_unlock(\(lock))", logger: Logger(label: "test"))
                    }
                }
                try await withTimeout(.seconds(60)) { for await _ in locked { break } }

                let running = Task { await store.run { _ in } }
                let message = ChatMessage(
                    user: "ana", message: "under way", date: Date(timeIntervalSinceReferenceDate: 0))
                let append = Task { try await store.appendChat(message) }
                defer {
                    running.cancel()
                    append.cancel()
                }
                // The append and the store's listener both wait for the migration lock in the database.
                try await withTimeout(.seconds(60)) {
                    while try await Self.lockWaiters(holder) < 2 { try await Task.sleep(for: .milliseconds(20)) }
                }
                running.cancel()
                releaseLock.yield()
                let sequence = try await withTimeout(.seconds(60)) { try await append.value }
                #expect(sequence > 0)
                try await withTimeout(.seconds(60)) { await running.value }
                await #expect(throws: BookStoreUnavailable.self) { try await store.chatCursor(keepingLast: 0) }
                let stored = try await holder.withConnection { connection in
                    try await connection.rows("SELECT message FROM chat_message", logger: Logger(label: "test"))
                        .decode(String.self).all()
                }
                #expect(stored == ["under way"])
            }
        }
    }

    /// A store stopped at any moment of its start-up (listening, migrating, a first write) ends,
    /// every time. Three stores at once, each stopped after a different delay; more rounds with
    /// `SWIFTLET_STORE_STOP_ROUNDS` (beside two busy loops, 20 rounds hung in the first before).
    @Test func aStoreStoppedDuringItsStartEndsEveryTime() async throws {
        let rounds = ProcessInfo.processInfo.environment["SWIFTLET_STORE_STOP_ROUNDS"].flatMap(Int.init) ?? 3
        try await withPostgresCluster { cluster in
            for round in 0..<rounds {
                try await withTimeout(.seconds(60)) {
                    try await withThrowingTaskGroup(of: Void.self) { stores in
                        for lane in 0..<3 {
                            stores.addTask {
                                let store = try PostgresBookStore(
                                    url: cluster.url, operationTimeout: .seconds(30), logger: Logger(label: "test"))
                                let delay = Duration.microseconds(
                                    [0, 100, 1_000, 5_000, 20_000, 80_000][(round + lane) % 6])
                                try await withThrowingTaskGroup(of: Void.self) { group in
                                    group.addTask { await store.run { _ in } }
                                    defer { group.cancelAll() }
                                    if round.isMultiple(of: 2) {
                                        _ = try await store.appendChat(
                                            ChatMessage(user: "ana", message: "round \(round)", date: Date()))
                                    }
                                    try await Task.sleep(for: delay)
                                }
                            }
                        }
                        try await stores.waitForAll()
                    }
                }
            }
        }
    }

    /// Sessions of the database waiting for an advisory lock.
    static func lockWaiters(_ client: PostgresClient) async throws -> Int64 {
        try await client.withConnection { connection in
            try await connection.rows(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
                logger: Logger(label: "test")
            ).decode(Int64.self).all().first ?? 0
        }
    }
}
