import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// Answers every request with a scripted status and body, remembering the requests.
private final class ScriptedTransport: WebTransport {
    let status: Int
    let chunks: [String]
    private let log = Recorder<WebRequest>()

    init(status: Int = 200, chunks: [String]) {
        self.status = status
        self.chunks = chunks
    }

    func send(_ request: WebRequest) async throws -> WebTransportResponse {
        await log.append(request)
        let chunks = chunks
        return WebTransportResponse(
            status: status,
            stream: AsyncThrowingStream { continuation in
                for chunk in chunks { continuation.yield(Data(chunk.utf8)) }
                continuation.finish()
            })
    }

    var requests: [WebRequest] { get async { await log.values } }
}

@Suite(.timeLimit(.minutes(2))) struct ChatRoomClientTests {
    private let server = URL(string: "http://127.0.0.1:8080")!

    private func client(_ transport: ScriptedTransport) -> ChatRoomClient {
        ChatRoomClient(server: server, client: WebClient(transport: transport))
    }

    private static let hello =
        #"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","user":"ana","message":"hello","date":10}"#
    private static let connected =
        #"{"id":"7F9619FF-8B86-D011-B42D-00CF4FC964FF","message":"ana connected","date":11}"#

    @Test func theStatusComesFirstThenMessagesAndUndecodableLinesAreSkipped() async throws {
        // Lines split across chunks, CRLF endings, a blank line and garbage in between.
        let transport = ScriptedTransport(chunks: [
            "{\"activeUsers\":2}\r\n" + Self.hello.prefix(20), Self.hello.dropFirst(20) + "\r\n\r\nnot json\r\n",
            Self.connected + "\r\n",
        ])
        var iterator = try client(transport).room(as: "ana").makeAsyncIterator()
        #expect(try await iterator.status() == RoomStatus(activeUsers: 2))
        let first = try #require(try await iterator.next())
        #expect(first.user == "ana")
        #expect(first.message == "hello")
        let second = try #require(try await iterator.next())
        #expect(second.user == nil)
        #expect(second.message == "ana connected")
        // The room never ends by itself: the server closing it is an error.
        await #expect(throws: ChatRoomError.streamEnded) { _ = try await iterator.next() }
        #expect(await transport.requests.map(\.url.absoluteString) == ["http://127.0.0.1:8080/chat/room?ana"])
    }

    @Test func nextReadsTheStatusLineItselfWhenNotAskedFirst() async throws {
        let transport = ScriptedTransport(chunks: ["{\"activeUsers\":1}\n", Self.hello + "\n"])
        var iterator = try client(transport).room(as: "ana").makeAsyncIterator()
        #expect(try await iterator.next()?.message == "hello")
        #expect(try await iterator.status() == RoomStatus(activeUsers: 1))
    }

    @Test func aMissingOrWrongStatusLineIsAnError() async throws {
        var empty = try client(ScriptedTransport(chunks: [])).room(as: "ana").makeAsyncIterator()
        await #expect(throws: ChatRoomError.noResponse) { _ = try await empty.status() }
        var wrong = try client(ScriptedTransport(chunks: [Self.hello + "\r\n"])).room(as: "ana").makeAsyncIterator()
        await #expect(throws: ChatRoomError.invalidResponse) { _ = try await wrong.status() }
        #expect(ChatRoomError.noResponse.description == "No response from server")
        #expect(ChatRoomError.invalidResponse.description == "Invalid response from server")
    }

    @Test func namesAreCheckedAndEncodedSoTheServerReadsThemAsTyped() async throws {
        let transport = ScriptedTransport(chunks: ["{\"activeUsers\":1}\n"])
        #expect(throws: ChatRoomError.invalidUserName) { try client(transport).room(as: "") }
        #expect(throws: ChatRoomError.invalidUserName) {
            try client(transport).room(as: String(repeating: "x", count: 65))
        }
        var iterator = try client(transport).room(as: "a&b=c+d é").makeAsyncIterator()
        _ = try await iterator.status()
        #expect(
            await transport.requests.map(\.url.absoluteString) == [
                "http://127.0.0.1:8080/chat/room?a%26b%3Dc%2Bd%20%C3%A9"
            ])
    }

    @Test func sayPostsTheMessageAndARefusalCarriesTheServersError() async throws {
        let transport = ScriptedTransport(chunks: ["OK"])
        let message = RoomMessage(user: "ana", message: "hi")
        try await client(transport).say(message)
        let request = try #require(await transport.requests.first)
        #expect(request.method == .post)
        #expect(request.url.absoluteString == "http://127.0.0.1:8080/chat/say")
        #expect(try WebClient.jsonDecoder.decode(RoomMessage.self, from: try #require(request.body)) == message)

        let refusing = ScriptedTransport(
            status: 400, chunks: [#"{"error":"A message must be at most 4096 characters long."}"#])
        await #expect(
            throws: ChatRoomError.refused(status: 400, message: "A message must be at most 4096 characters long.")
        ) {
            try await client(refusing).say(message)
        }
        let silent = ScriptedTransport(status: 500, chunks: [])
        await #expect(throws: ChatRoomError.refused(status: 500, message: "The server responded with an error.")) {
            try await client(silent).say(message)
        }
    }
}

@Suite(.timeLimit(.minutes(2))) struct AsyncSequenceForEachTests {
    private static func numbers() -> AsyncStream<Int> {
        AsyncStream { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
    }

    @Test func awaitsTheBodyForEachElementInOrderAndStopsAtTheFirstError() async throws {
        let seen = Recorder<Int>()
        try await Self.numbers().forEach { await seen.append($0) }
        #expect(await seen.values == [1, 2, 3])

        let partial = Recorder<Int>()
        await #expect(throws: TestFailure.self) {
            try await Self.numbers().forEach { value in
                if value == 2 { throw TestFailure() }
                await partial.append(value)
            }
        }
        #expect(await partial.values == [1])
    }
}
