import BookTestSupport
import Foundation
import Glibc
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Two real `swiftlet serve` processes on one real PostgreSQL database: one chat room across both,
/// in one order everywhere, one bot, and nothing lost or repeated when the database restarts.
@Suite(.serialized, .timeLimit(.minutes(3))) struct SharedDatabaseTests {
    /// Runs `body` with a fresh cluster and two servers on it; stops everything afterwards.
    static func withTwoServers(
        _ body: @escaping @Sendable (PostgresCluster, ServeProcess, ServeProcess) async throws -> Void
    ) async throws {
        try await withPostgresCluster { cluster in
            let first = try await withTimeout(.seconds(60)) {
                try await ServeProcess.start(arguments: ["--database", cluster.url])
            }
            do {
                let second = try await withTimeout(.seconds(60)) {
                    try await ServeProcess.start(arguments: ["--database", cluster.url])
                }
                do {
                    try await withTimeout(.seconds(120)) { try await body(cluster, first, second) }
                } catch {
                    Issue.record("server A:\n\(first.output.suffix(2_000))\nserver B:\n\(second.output.suffix(2_000))")
                    await second.stop()
                    throw error
                }
                await second.stop()
            } catch {
                await first.stop()
                throw error
            }
            await first.stop()
        }
    }

    static func say(_ server: ServeProcess, _ user: String, _ text: String) async throws -> TestHTTP.Full {
        let message = ChatMessage(user: user, message: text, date: Date(timeIntervalSinceReferenceDate: 0))
        return try await TestHTTP.fetch(
            server.baseURL, path: "/chat/say", method: .POST, body: ByteBuffer(bytes: try JSONEncoder().encode(message))
        )
    }

    /// Reads chat lines until a message with `text` from someone other than the bot arrives;
    /// returns the messages read. The bot's messages are left out unless `keepingBot` (its
    /// "parrot" reply repeats a message's text).
    static func read(_ lines: LineReader, until text: String, keepingBot: Bool = false) async throws
        -> [ChatMessage]
    {
        var messages: [ChatMessage] = []
        while true {
            guard let line = try await lines.next() else { throw LineReader.EndOfStream() }
            guard let message = try? JSONDecoder().decode(ChatMessage.self, from: Data(line.utf8)) else { continue }
            let fromBot = message.user == BotReply.botName
            if keepingBot || !fromBot { messages.append(message) }
            if !fromBot && message.message == text { return messages }
        }
    }

    @Test func aMessageSaidOnOneServerReachesEveryStreamOnTheOther() async throws {
        try await Self.withTwoServers { _, first, second in
            let (_, _, onFirst) = try await TestHTTP.open(first.baseURL, path: "/chat/room?ana")
            #expect(try await onFirst.next() == "{\"activeUsers\":1}\r\n")
            // The second server counts the whole cluster's users.
            let (_, _, onSecond) = try await TestHTTP.open(second.baseURL, path: "/chat/room?bo")
            #expect(try await onSecond.next() == "{\"activeUsers\":2}\r\n")
            let (_, _, cliOnSecond) = try await TestHTTP.open(second.baseURL, path: "/cli/chat?bo")

            // Each server's streams see the other's "connected" message.
            _ = try await Self.read(onFirst, until: "bo connected")
            #expect(try await Self.say(first, "ana", "hello from A").text == "OK")
            let received = try await Self.read(onSecond, until: "hello from A")
            #expect(received.last?.user == "ana")

            let cli = try await TestHTTP.fetch(
                first.baseURL, path: "/cli/say", method: .POST, body: ByteBuffer(string: "ana: plain hello"))
            #expect(cli.status == 200, "\(cli.text)")
            var cliLines: [String] = []
            while !cliLines.contains(where: { $0.contains("ana: plain hello") }) {
                guard let line = try await cliOnSecond.next() else { throw LineReader.EndOfStream() }
                cliLines.append(line)
            }
        }
    }

    @Test func concurrentSaysOnBothServersArriveInOneOrderEverywhere() async throws {
        try await Self.withTwoServers { _, first, second in
            let (_, _, onFirst) = try await TestHTTP.open(first.baseURL, path: "/chat/room?ana")
            let (_, _, onSecond) = try await TestHTTP.open(second.baseURL, path: "/chat/room?bo")
            _ = try await Self.read(onFirst, until: "bo connected")
            _ = try await Self.read(onSecond, until: "bo connected")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (server, name) in [(first, "A"), (second, "B")] {
                    group.addTask {
                        for number in 1...25 {
                            let reply = try await Self.say(server, "user\(name)", "\(name)\(number)")
                            #expect(reply.text == "OK", "\(reply.text)")
                        }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await Self.say(first, "ana", "end").text == "OK")
            let seenOnFirst = try await Self.read(onFirst, until: "end").map(\.message)
            let seenOnSecond = try await Self.read(onSecond, until: "end").map(\.message)
            #expect(seenOnFirst == seenOnSecond)
            let said = Set((1...25).flatMap { ["A\($0)", "B\($0)"] })
            #expect(Set(seenOnFirst.filter(said.contains)) == said)
            #expect(seenOnFirst.filter(said.contains).count == 50, "no message twice")
            // Each server's own says keep the order they were said in.
            #expect(seenOnFirst.filter { $0.hasPrefix("A") } == (1...25).map { "A\($0)" })
            #expect(seenOnFirst.filter { $0.hasPrefix("B") } == (1...25).map { "B\($0)" })
        }
    }

    @Test func aDatabaseRestartAnswers503MeanwhileAndStreamsReplayWithoutGapOrRepeat() async throws {
        try await Self.withTwoServers { cluster, first, second in
            let (_, _, onFirst) = try await TestHTTP.open(first.baseURL, path: "/chat/room?ana")
            let (_, _, onSecond) = try await TestHTTP.open(second.baseURL, path: "/chat/room?bo")
            _ = try await Self.read(onSecond, until: "bo connected")
            #expect(try await Self.say(first, "ana", "before").text == "OK")
            _ = try await Self.read(onSecond, until: "before")

            try await cluster.stop()
            let refused = try await Self.say(first, "ana", "while down")
            #expect(refused.status == 503, "\(refused.text)")
            #expect((try? TestJSON.object(refused.text))?["error"] is String, "\(refused.text)")

            try await cluster.start()
            // The servers reconnect with backoff: say until one is stored (each attempt either
            // stores the message and answers OK, or stores nothing and answers 503).
            var attempts = 0
            while try await Self.say(second, "bo", "after restart").status != 200 {
                attempts += 1
                #expect(attempts < 60)
                try await Task.sleep(for: .milliseconds(250))
            }
            #expect(try await Self.say(first, "ana", "and again").text == "OK")
            for lines in [onFirst, onSecond] {
                let texts = try await Self.read(lines, until: "and again").map(\.message)
                #expect(!texts.contains("while down"))
                #expect(texts.filter { $0 == "after restart" }.count == 1)
                #expect(texts.last == "and again")
            }
        }
    }

    @Test func theBotAnswersOncePerClusterNotOncePerServer() async throws {
        try await Self.withTwoServers { _, first, second in
            let (_, _, onFirst) = try await TestHTTP.open(first.baseURL, path: "/chat/room?ana")
            _ = try await Self.read(onFirst, until: "ana connected")
            // Both servers arm their bot (each for the message it received); the first one's reply
            // is due first but is superseded by the newer message on the second server.
            #expect(try await Self.say(first, "ana", "hi").text == "OK")
            #expect(try await Self.say(second, "bo", "there").text == "OK")
            var messages: [ChatMessage] = []
            while !messages.contains(where: { $0.user == BotReply.botName }) {
                guard let line = try await onFirst.next() else { throw LineReader.EndOfStream() }
                if let message = try? JSONDecoder().decode(ChatMessage.self, from: Data(line.utf8)) {
                    messages.append(message)
                }
            }
            // The first server's reply was due before the second's, so both have been decided now.
            #expect(try await Self.say(first, "ana", "end").text == "OK")
            messages += try await Self.read(onFirst, until: "end", keepingBot: true)
            let replies = messages.filter { $0.user == BotReply.botName }
            #expect(replies.count == 1, "\(replies.map(\.message))")
            // It answers the newer message (by position: the "parrot" reply repeats its trigger).
            let there = messages.firstIndex { $0.user == "bo" && $0.message == "there" }
            let reply = messages.firstIndex { $0.user == BotReply.botName }
            #expect(there != nil && reply != nil && there! < reply!, "\(messages.map(\.message))")
        }
    }

    @Test func aServerWhoseDatabaseIsUnreachableAnswers503WithinSeconds() async throws {
        // A port with nothing listening: every connection attempt is refused, and the pool keeps
        // retrying; requests must not wait for it.
        let port = try #require(Self.unusedPort())
        var configuration = TestServers.configuration(clock: ContinuousClock())
        configuration.databaseURL = "postgres://swiftlet:swiftlet@127.0.0.1:\(port)/swiftlet?sslmode=disable"
        try await withTimeout(.seconds(60)) { [configuration] in
            try await BookServer.withRunning(configuration) { server in
                let say = try await TestHTTP.fetch(
                    server.baseURL, path: "/chat/say", method: .POST,
                    body: ByteBuffer(
                        string:
                            #"{"id": "00000000-0000-0000-0000-000000000000", "user": "ana", "message": "hi", "date": 0}"#
                    ))
                #expect(say.status == 503, "\(say.text)")
                #expect((try? TestJSON.object(say.text))?["error"] is String)
                let room = try await TestHTTP.fetch(server.baseURL, path: "/chat/room?ana")
                #expect(room.status == 503, "\(room.text)")
                let login = try await TestHTTP.fetch(
                    server.baseURL, path: "/auth/login", method: .POST, body: ByteBuffer(string: #"{"user": "ana"}"#))
                #expect(login.status == 503, "\(login.text)")
            }
        }
    }

    /// A loopback port nothing listens on (bound once by the kernel's choice, then released).
    static func unusedPort() -> Int? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }
}
