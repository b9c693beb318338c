import Foundation
import Logging

/// The single global chat room of `/chat/room` and `/chat/say`, persisted in ``BookDatabase``.
///
/// Holds the debounced bot: every user message re-arms one pending reply `botDelay` later on the
/// server's clock; a newer user message (from anyone) supersedes it. The pending reply is a task
/// owned by the room and cancelled by ``close()``.
actor ChatRoom {
    /// Messages of history a newcomer receives.
    static let newcomerHistory = 3
    /// How long a user counts as active after their last activity.
    static let activeWindow: TimeInterval = 300

    private let database: BookDatabase
    private let botReplies: [BotReply]
    private let botDelay: Duration
    private let timeline: Timeline
    private let logger: Logger
    private var lastSequence: Int64
    private var pendingBot: Task<Void, Never>?
    private var botGeneration = 0
    private var closed = false

    /// A room over `database`; bot timers run on `clock`.
    init(
        database: BookDatabase,
        clock: any Clock<Duration>,
        botReplies: [BotReply],
        botDelay: Duration,
        logger: Logger
    ) throws {
        self.database = database
        self.logger = logger
        self.botReplies = botReplies
        self.botDelay = botDelay
        self.timeline = Timeline(clock: clock)
        self.lastSequence = try database.lastChatSequence()
    }

    /// The cursor a newcomer starts from: they receive the last ``newcomerHistory`` messages.
    func newcomerCursor() async throws -> Int64 {
        try await database.chatCursor(keepingLast: Self.newcomerHistory)
    }

    /// Records `user` as active now and returns the room status that includes them.
    func join(user: String) async throws -> ChatRoomStatus {
        let now = Date()
        try await database.touch(user: user, at: now)
        let active = try await database.activeUserCount(since: now.addingTimeInterval(-Self.activeWindow))
        return ChatRoomStatus(activeUsers: active)
    }

    /// Messages newer than `cursor`, oldest first, and the cursor to use next time.
    func messages(after cursor: Int64) async throws -> (messages: [ChatMessage], cursor: Int64) {
        guard cursor < lastSequence else { return ([], cursor) }
        let rows = try await database.chatMessages(after: cursor)
        return (rows.map(\.message), rows.last?.seq ?? cursor)
    }

    /// Accepts a message from a client: stamps it with the server's time, records the author's
    /// activity and re-arms the bot when it has an author. Throws when the database write fails.
    func post(_ incoming: ChatMessage) async throws {
        var message = incoming
        message.date = Date()
        if let user = message.user {
            try await database.touch(user: user, at: message.date)
        }
        try await append(message)
        if message.user != nil {
            armBot(answering: message.message)
        }
    }

    /// Appends a system message (no author), e.g. "marin connected".
    func announce(_ text: String) async throws {
        try await append(ChatMessage(user: nil, message: text, date: Date()))
    }

    /// Cancels the pending bot reply; later messages no longer arm the bot.
    func close() {
        closed = true
        pendingBot?.cancel()
        pendingBot = nil
    }

    private func append(_ message: ChatMessage) async throws {
        let sequence = try await database.appendChat(message)
        lastSequence = max(lastSequence, sequence)
    }

    private func armBot(answering trigger: String) {
        pendingBot?.cancel()
        guard !closed, let reply = botReplies.randomElement() else { return }
        botGeneration += 1
        let generation = botGeneration
        let deadline = timeline.elapsed + botDelay
        let timeline = self.timeline
        pendingBot = Task {
            do {
                try await timeline.sleep(untilOffset: deadline)
            } catch {
                return
            }
            await self.botSpeaks(reply.text(answering: trigger), generation: generation)
        }
    }

    private func botSpeaks(_ text: String, generation: Int) async {
        guard generation == botGeneration, !closed else { return }
        pendingBot = nil
        do {
            try await append(ChatMessage(user: BotReply.botName, message: text, date: Date()))
        } catch {
            logger.error("The bot's reply could not be stored", metadata: ["error": "\(error)"])
        }
    }
}
