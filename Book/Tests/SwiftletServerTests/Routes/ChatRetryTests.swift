import Clocks
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// A client that lost the answer to `POST /chat/say` can send the same message again: it is stored
/// once. And a `503` from a database that did not answer says honestly that a write may have been
/// stored.
@Suite(.timeLimit(.minutes(2))) struct ChatRetryTests {
    @Test func aMessageSentTwiceWithOneIdAppearsOnceInTheRoom() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                let retried = ChatMessage(
                    user: "ana", message: "sent twice", date: Date(timeIntervalSinceReferenceDate: 0))
                for message in [
                    retried, ChatMessage(user: "bob", message: "after", date: Date(timeIntervalSinceReferenceDate: 0)),
                    retried,
                ] {
                    let reply = try await TestHTTP.fetch(
                        server.baseURL, path: "/chat/say", method: .POST,
                        body: ByteBuffer(bytes: try JSONEncoder().encode(message)))
                    #expect(reply.status == 200)
                    #expect(reply.text == "OK")
                }
                let (_, _, lines) = try await TestHTTP.open(server.baseURL, path: "/chat/room?marin")
                let first = try await lines.next(3)
                let history = try first.dropFirst().map {
                    try JSONDecoder().decode(ChatMessage.self, from: Data($0.utf8)).message
                }
                #expect(history == ["sent twice", "after"])
            }
        }
    }

    @Test func a503OnAWriteSaysItMayHaveBeenStored() async throws {
        let port = try #require(SharedDatabaseTests.unusedPort())
        var configuration = TestServers.configuration(clock: ContinuousClock())
        configuration.databaseURL = "postgres://swiftlet:swiftlet@127.0.0.1:\(port)/swiftlet?sslmode=disable"
        try await withTimeout(.seconds(60)) { [configuration] in
            try await BookServer.withRunning(configuration) { server in
                let say = try await TestHTTP.fetch(
                    server.baseURL, path: "/chat/say", method: .POST,
                    body: ByteBuffer(
                        string: #"{"id": "00000000-0000-0000-0000-000000000000", "message": "hi", "date": 0}"#))
                #expect(say.status == 503)
                let written = try #require(try TestJSON.object(say.text)["error"] as? String)
                #expect(written.contains("may or may not have been stored"), "\(written)")
                #expect(!written.contains("nothing was"), "\(written)")
                let room = try await TestHTTP.fetch(server.baseURL, path: "/chat/room?ana")
                #expect(room.status == 503)
                #expect(
                    try TestJSON.object(room.text)["error"] as? String
                        == "The database is unavailable; try again shortly.")
            }
        }
    }
}
