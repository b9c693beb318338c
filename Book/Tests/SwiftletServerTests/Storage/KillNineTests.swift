import BookTestSupport
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletServer

/// The real `swiftlet serve` process killed with SIGKILL: every chat message answered `OK` and
/// every token issued before the kill is there after a restart on the same data directory. Also
/// checks that the executable's HTTP pipeline (WebSocket-upgrade server) carries the connection
/// guard.
@Suite(.timeLimit(.minutes(2))) struct KillNineTests {
    static func say(_ baseURL: URL, _ text: String) async throws -> TestHTTP.Full {
        let message = ChatMessage(user: "ana", message: text, date: Date(timeIntervalSinceReferenceDate: 0))
        return try await TestHTTP.fetch(
            baseURL, path: "/chat/say", method: .POST, body: ByteBuffer(bytes: try JSONEncoder().encode(message)))
    }

    @Test func acknowledgedMessagesAndTokensSurviveKillNine() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let first = try await ServeProcess.start(dataDirectory: directory)
        var issued: AuthEdgeCaseTests.Pair?
        do {
            try await withTimeout(.seconds(60)) {
                for number in 1...20 {
                    let reply = try await Self.say(first.baseURL, "acknowledged \(number)")
                    #expect(reply.status == 200)
                    #expect(reply.text == "OK")
                }
            }
            issued = try await withTimeout(.seconds(60)) { [first] in
                let login = try await TestHTTP.fetch(
                    first.baseURL, path: "/auth/login", method: .POST, body: ByteBuffer(string: #"{"user": "ana"}"#))
                let pair = try JSONDecoder().decode(AuthEdgeCaseTests.Pair.self, from: Data(login.bytes))
                // Rotate once: the pair to check after the restart is the one from the refresh.
                let refreshed = try await TestHTTP.fetch(
                    first.baseURL, path: "/auth/refresh", method: .POST,
                    body: ByteBuffer(string: #"{"refreshToken": "\#(pair.refreshToken)"}"#))
                return try JSONDecoder().decode(AuthEdgeCaseTests.Pair.self, from: Data(refreshed.bytes))
            }
        } catch {
            await first.stop(signal: SIGKILL)
            throw error
        }
        await first.stop(signal: SIGKILL)
        #expect(first.process.terminationReason == .uncaughtSignal)
        let pair = try #require(issued)

        // Straight from the file the killed process left behind.
        let database = try BookDatabase(directory: directory)
        // The room's bot may speak when the says are slow (a loaded machine); only ana's count.
        let stored = try await database.chatMessages(after: 0, limit: 100).filter { $0.message.user == "ana" }.map(
            \.message.message)
        #expect(stored == (1...20).map { "acknowledged \($0)" })

        let second = try await ServeProcess.start(dataDirectory: directory)
        do {
            try await withTimeout(.seconds(60)) { [second] in
                let me = try await TestHTTP.fetch(
                    second.baseURL, path: "/auth/me", headers: [("Authorization", "Bearer \(pair.accessToken)")])
                #expect(me.status == 200, "\(me.text)")
                #expect(me.text.contains("ana"))
                let refreshed = try await TestHTTP.fetch(
                    second.baseURL, path: "/auth/refresh", method: .POST,
                    body: ByteBuffer(string: #"{"refreshToken": "\#(pair.refreshToken)"}"#))
                #expect(refreshed.status == 200, "\(refreshed.text)")

                let (_, _, lines) = try await TestHTTP.open(second.baseURL, path: "/chat/room?marin")
                let received = try await lines.next(4)
                let texts = try received.dropFirst().map {
                    try JSONDecoder().decode(ChatMessage.self, from: Data($0.utf8)).message
                }
                #expect(texts == ["acknowledged 18", "acknowledged 19", "acknowledged 20"])

                // The executable's own pipeline refuses a malformed request with 400 JSON and closes.
                let socket = try await RawSocket.connect(
                    port: second.port, sending: "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n")
                defer { socket.close() }
                let answer = try await socket.readToEnd()
                #expect(answer.status == 400, "\(answer.text)")
                #expect(answer.closed)
                #expect((try? TestJSON.object(answer.body))?["error"] is String)
            }
        } catch {
            await second.stop(signal: SIGKILL)
            throw error
        }
        await second.stop(signal: SIGTERM)
    }
}
