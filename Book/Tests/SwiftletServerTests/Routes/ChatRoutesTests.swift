import Clocks
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/chat/room` and `/chat/say` over a real port, on a test clock.
@Suite struct ChatRoutesTests {
    static func say(_ server: RunningBookServer, user: String?, _ text: String) async throws -> TestHTTP.Full {
        let message = ChatMessage(user: user, message: text, date: Date(timeIntervalSinceReferenceDate: 0))
        let body = ByteBuffer(bytes: try JSONEncoder().encode(message))
        return try await TestHTTP.fetch(server.baseURL, path: "/chat/say", method: .POST, body: body)
    }

    @Test func newcomerGetsStatusLastThreeMessagesThenTheirConnectedMessage() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                for number in 1...4 {
                    let reply = try await Self.say(server, user: "ana", "message \(number)")
                    #expect(reply.status == 200)
                    #expect(reply.text == "OK")
                    #expect(reply.header("content-type") == "text/plain; charset=utf-8")
                }
                let (status, headers, lines) = try await TestHTTP.open(server.baseURL, path: "/chat/room?marin")
                #expect(status == 200)
                #expect(headers.first(name: "content-type") == "application/octet-stream")
                let first = try await lines.next(4)
                #expect(first.allSatisfy { $0.hasSuffix("\r\n") })
                #expect(first[0] == "{\"activeUsers\":2}\r\n")
                let history = try first.dropFirst().map {
                    try JSONDecoder().decode(ChatMessage.self, from: Data($0.utf8))
                }
                #expect(history.map(\.message) == ["message 2", "message 3", "message 4"])
                #expect(history.allSatisfy { $0.user == "ana" })
                // The server stamps its own time on accepted messages.
                #expect(history.allSatisfy { abs($0.date.timeIntervalSinceNow) < 60 })
                let raw = try TestJSON.object(first[1].trimmingCharacters(in: .newlines))
                #expect(Set(raw.keys) == ["id", "user", "message", "date"])
                #expect(raw["date"] is Double)
                let id = try #require(raw["id"] as? String)
                #expect(id == id.uppercased() && UUID(uuidString: id) != nil)

                clock.advanceInBackground(by: .seconds(1))
                let connected = try #require(try await lines.next())
                #expect(connected.hasSuffix("\r\n"))
                let system = try TestJSON.object(connected.trimmingCharacters(in: .newlines))
                #expect(system["user"] == nil)
                #expect(system["message"] as? String == "marin connected")
            }
        }
    }

    @Test func everyClientSeesNewMessages() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                let (_, _, lines) = try await TestHTTP.open(server.baseURL, path: "/chat/room?first")
                #expect(try await lines.next() == "{\"activeUsers\":1}\r\n")
                _ = try await Self.say(server, user: "second", "hello there")
                clock.advanceInBackground(by: .seconds(1))
                var texts: [String] = []
                while texts.count < 2, let line = try await lines.next() {
                    texts.append(try JSONDecoder().decode(ChatMessage.self, from: Data(line.utf8)).message)
                }
                #expect(Set(texts) == ["first connected", "hello there"])
            }
        }
    }

    @Test(arguments: [
        ("", 400),
        ("?", 400),
        ("?" + String(repeating: "a", count: 65), 400),
    ])
    func badUserNamesAreRejected(query: String, status: Int) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: TestClock())) { server in
            for route in ["/chat/room", "/cli/chat"] {
                let response = try await TestHTTP.fetch(server.baseURL, path: route + query)
                #expect(response.status == status)
                #expect(response.header("content-type") == "application/json; charset=utf-8")
                #expect(try TestJSON.object(response.text)["error"] is String)
            }
            #expect(await server.liveStreamCount == 0)
        }
    }

    @Test func aSixtyFourCharacterNameIsAccepted() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: TestClock())) { server in
            try await withTimeout(.seconds(60)) {
                let name = String(repeating: "é", count: 64)
                let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                let (status, _, lines) = try await TestHTTP.open(server.baseURL, path: "/chat/room?\(encoded)")
                #expect(status == 200)
                #expect(try await lines.next() == "{\"activeUsers\":1}\r\n")
            }
        }
    }

    @Test(arguments: [
        ("not json", 400),
        (#"{"message":"no id or date"}"#, 400),
        (#"{"id":"not-a-uuid","message":"x","date":0}"#, 400),
        (#"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","message":"x","date":0,"user":""}"#, 400),
        (
            #"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","message":"x","date":0,"user":""#
                + String(repeating: "u", count: 65) + #""}"#, 400
        ),
        (
            #"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","message":""# + String(repeating: "m", count: 4097)
                + #"","date":0}"#, 400
        ),
        (
            #"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","message":""# + String(repeating: "m", count: 17_000)
                + #"","date":0}"#, 413
        ),
        (#"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","message":"fine","date":0}"#, 200),
        (
            #"{"id":"6F9619FF-8B86-D011-B42D-00CF4FC964FF","message":""# + String(repeating: "m", count: 4096)
                + #"","date":0,"user":"u"}"#, 200
        ),
    ])
    func sayValidatesItsBody(body: String, status: Int) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: TestClock())) { server in
            let response = try await TestHTTP.fetch(
                server.baseURL,
                path: "/chat/say",
                method: .POST,
                body: ByteBuffer(string: body)
            )
            #expect(response.status == status)
            if status != 200 {
                #expect(response.header("content-type") == "application/json; charset=utf-8")
                #expect(try TestJSON.object(response.text)["error"] is String)
            }
        }
    }
}
