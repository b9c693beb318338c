import Foundation
import Logging

/// The single global chat room of `/chat/room` and `/chat/say`, persisted in the server's
/// ``BookStore``; with a shared store every server sharing it shows the same room.
///
/// Holds the debounced bot: every user message re-arms one pending reply `botDelay` later on the
/// server's clock; a newer user message (from anyone, on any server) supersedes it, because the
/// reply is stored only while its trigger is still the latest user message. The pending reply is
/// a task owned by the room and cancelled by ``close()``.
actor ChatRoom {
    /// Messages of history a newcomer receives.
    static let newcomerHistory = 3
    /// How long a user counts as active after their last activity.
    static let activeWindow: TimeInterval = 300

    /// Messages kept in memory for the streams, and the most one database read returns.
    static let recentCapacity = 1_000
    /// The most users whose activity the store keeps (the most recently active ones).
    static let trackedUsers = 10_000
    /// Touches between two prunes of old activity, so the table stays within ``trackedUsers``
    /// plus this many rows per server without a prune on every message.
    static let touchesPerPrune = 64

    private let database: any BookStore
    private let recent: RecentRows<ChatMessage>
    private let botReplies: [BotReply]
    private let botDelay: Duration
    private let timeline: Timeline
    private let logger: Logger
    private var pendingBot: Task<Void, Never>?
    private var botGeneration = 0
    private var closed = false
    private var touchesSincePrune = 0

    /// A room over `database`; bot timers run on `clock`; news of messages rings `bell`.
    init(
        database: any BookStore,
        clock: any Clock<Duration>,
        botReplies: [BotReply],
        botDelay: Duration,
        logger: Logger,
        bell: StreamBell? = nil
    ) {
        self.database = database
        self.recent = RecentRows(
            capacity: Self.recentCapacity, bell: bell,
            fetchAfter: { cursor in
                try await database.chatMessages(after: cursor, limit: Self.recentCapacity).map {
                    (seq: $0.seq, row: $0.message)
                }
            },
            cursorKeepingLast: { count in try await database.chatCursor(keepingLast: count) })
        self.logger = logger
        self.botReplies = botReplies
        self.botDelay = botDelay
        self.timeline = Timeline(clock: clock)
    }

    /// The cursor a newcomer starts from: they receive the last ``newcomerHistory`` messages.
    func newcomerCursor() async throws -> Int64 {
        try await database.chatCursor(keepingLast: Self.newcomerHistory)
    }

    /// Records `user` as active now and returns the room status that includes them.
    func join(user: String) async throws -> ChatRoomStatus {
        let now = Date()
        try await touch(user: user, at: now)
        let active = try await database.activeUserCount(since: now.addingTimeInterval(-Self.activeWindow))
        return ChatRoomStatus(activeUsers: active)
    }

    /// Messages newer than `cursor`, oldest first, and the cursor to use next time.
    func messages(after cursor: Int64) async throws -> (messages: [ChatMessage], cursor: Int64) {
        let (rows, next) = await recent.rows(after: cursor)
        return (rows, next)
    }

    /// Takes note of a change in a shared store: messages another server stored, or a
    /// reconnection after which the streams catch up on whatever they missed.
    func storeChanged(_ change: BookStoreChange) async {
        switch change {
        case .chat(let sequence): await recent.noteExists(sequence)
        case .reconnected: await recent.markStale()
        case .cli: break
        }
    }

    /// Accepts a message from a client: stamps it with the server's time, records the author's
    /// activity and re-arms the bot when it has an author. Throws when the database write fails.
    func post(_ incoming: ChatMessage) async throws {
        var message = incoming
        message.date = Date()
        if let user = message.user {
            try await touch(user: user, at: message.date)
        }
        let sequence = try await append(message)
        if message.user != nil {
            armBot(answering: message.message, sequence: sequence)
        }
    }

    /// Appends a system message (no author), e.g. "marin connected".
    func announce(_ text: String) async throws {
        try await append(ChatMessage(user: nil, message: text, date: Date()))
    }

    /// Cancels the pending bot reply; later messages no longer arm the bot.
    func close() async {
        closed = true
        pendingBot?.cancel()
        pendingBot = nil
        await recent.close()
    }

    /// Records `user`'s activity; the first touch and every ``touchesPerPrune``-th one also forget
    /// users inactive for longer than ``activeWindow`` and all but the ``trackedUsers`` most recent.
    private func touch(user: String, at date: Date) async throws {
        try await database.touch(user: user, at: date)
        if touchesSincePrune % Self.touchesPerPrune == 0 {
            try await database.pruneUserActivity(
                before: date.addingTimeInterval(-Self.activeWindow), keepingAtMost: Self.trackedUsers)
        }
        touchesSincePrune += 1
    }

    @discardableResult
    private func append(_ message: ChatMessage) async throws -> Int64 {
        let sequence = try await database.appendChat(message)
        await recent.noteExists(sequence)
        return sequence
    }

    private func armBot(answering trigger: String, sequence: Int64) {
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
            await self.botSpeaks(reply.text(answering: trigger), generation: generation, trigger: sequence)
        }
    }

    private func botSpeaks(_ text: String, generation: Int, trigger: Int64) async {
        guard generation == botGeneration, !closed else { return }
        pendingBot = nil
        do {
            let reply = ChatMessage(user: BotReply.botName, message: text, date: Date())
            if let sequence = try await database.appendBotReply(reply, answering: trigger) {
                await recent.noteExists(sequence)
            }
        } catch {
            logger.error("The bot's reply could not be stored", metadata: ["error": "\(error)"])
        }
    }
}
