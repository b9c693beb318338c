import Clocks
import Foundation
import Logging
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// The debounced bot "Bottley", driven by a test clock.
@Suite struct ChatBotTests {
    private func makeRoom(clock: TestClock<Duration>, replies: [BotReply]) throws -> ChatRoom {
        try ChatRoom(
            database: BookDatabase(directory: nil),
            clock: clock,
            botReplies: replies,
            botDelay: .seconds(5),
            logger: Logger(label: "test")
        )
    }

    private func botMessages(_ room: ChatRoom) async throws -> [ChatMessage] {
        try await room.messages(after: 0).messages.filter { $0.user == BotReply.botName }
    }

    /// Lets the bot task run after a clock advance; returns once `condition` holds.
    private func eventually(_ condition: @escaping @Sendable () async throws -> Bool) async throws {
        try await withTimeout(.seconds(60)) {
            while try await !condition() { try await Task.sleep(for: .milliseconds(2)) }
        }
    }

    @Test func onlyTheLatestMessageIsAnsweredFiveSecondsLater() async throws {
        let clock = TestClock()
        let room = try makeRoom(clock: clock, replies: [.parrot])
        try await room.post(ChatMessage(user: "ana", message: "first", date: .now))
        await clock.advance(by: .seconds(3))
        try await room.post(ChatMessage(user: "ben", message: "second", date: .now))
        await clock.advance(by: .seconds(4))  // 7 s after the first, 4 s after the second
        try await Task.sleep(for: .milliseconds(20))
        #expect(try await botMessages(room).isEmpty)
        await clock.advance(by: .seconds(1))
        try await eventually { try await !self.botMessages(room).isEmpty }
        await clock.advance(by: .seconds(30))
        try await Task.sleep(for: .milliseconds(20))
        let replies = try await botMessages(room)
        #expect(replies.map(\.message) == ["second"])
        let all = try await room.messages(after: 0).messages
        #expect(all.map(\.message) == ["first", "second", "second"])
        await room.close()
    }

    @Test func repliesComeFromTheConfiguredTexts() async throws {
        let clock = TestClock()
        let room = try makeRoom(clock: clock, replies: [.text("Hey hey hey")])
        try await room.post(ChatMessage(user: "ana", message: "hello", date: .now))
        await clock.advance(by: .seconds(5))
        try await eventually { try await !self.botMessages(room).isEmpty }
        #expect(try await botMessages(room).map(\.message) == ["Hey hey hey"])
        await room.close()
    }

    @Test func systemMessagesDoNotArmTheBot() async throws {
        let clock = TestClock()
        let room = try makeRoom(clock: clock, replies: [.parrot])
        try await room.announce("ana connected")
        try await room.post(ChatMessage(user: nil, message: "ana went away", date: .now))
        await clock.advance(by: .seconds(30))
        try await Task.sleep(for: .milliseconds(20))
        #expect(try await botMessages(room).isEmpty)
        await room.close()
    }

    @Test func theBookRepliesIncludeParrot() {
        #expect(BotReply.book.count == 8)
        #expect(BotReply.book.last == .parrot)
        #expect(BotReply.parrot.text(answering: "hi") == "hi")
    }
}
