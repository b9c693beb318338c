import Foundation

/// Everything the book server persists, behind one protocol with two implementations: the embedded
/// SQLite database (``BookDatabase``, the default) and a shared PostgreSQL database
/// (``PostgresBookStore``) that several servers use at once.
///
/// Both create and migrate the same logical schema on start. Sequence numbers of chat messages and
/// CLI entries increase in commit order, so a reader that fetches "everything after N" never
/// skips a row another writer commits later. Methods throw ``BookStoreUnavailable`` when the
/// database cannot be reached (routes answer 503) and never report a write as done before it is
/// durable.
protocol BookStore: Sendable {
    // MARK: Chat messages

    /// Appends `message`; returns its sequence number (increasing, starting at 1). Idempotent per
    /// message id: a message whose id is already stored (a client retrying a write whose answer it
    /// lost) is not stored again, and the stored message's sequence number is returned.
    func appendChat(_ message: ChatMessage) async throws -> Int64
    /// Appends the bot's `reply` unless a user other than the bot spoke after the message with
    /// sequence number `trigger`; returns the reply's sequence number, or nil when it was
    /// superseded. Atomic: of several servers answering the same trigger at most one succeeds,
    /// because each answers only when the trigger is still the latest user message.
    func appendBotReply(_ reply: ChatMessage, answering trigger: Int64) async throws -> Int64?
    /// At most `limit` messages with a sequence number above `cursor`, oldest first (a reader
    /// catches up page by page, continuing after the last one).
    func chatMessages(after cursor: Int64, limit: Int) async throws -> [(seq: Int64, message: ChatMessage)]
    /// The sequence number after which the last `history` messages start (0 when there are fewer).
    func chatCursor(keepingLast history: Int) async throws -> Int64

    // MARK: CLI chat lines

    /// Appends one CLI chat entry; returns its sequence number.
    func appendCLILine(_ text: String) async throws -> Int64
    /// At most `limit` CLI entries with a sequence number above `cursor`, oldest first.
    func cliLines(after cursor: Int64, limit: Int) async throws -> [(seq: Int64, text: String)]
    /// The sequence number after which the last `history` CLI entries start.
    func cliCursor(keepingLast history: Int) async throws -> Int64

    // MARK: User activity

    /// Records that `user` was active at `date`.
    func touch(user: String, at date: Date) async throws
    /// The number of distinct users active at or after `date`.
    func activeUserCount(since date: Date) async throws -> Int
    /// Forgets the users last active before `date`, then all but the `maximum` most recently active
    /// ones, so that invented names cannot grow the table without bound.
    func pruneUserActivity(before date: Date, keepingAtMost maximum: Int) async throws

    // MARK: Saved space photos

    /// Records `id` as saved; a second save of the same id changes nothing.
    func saveSpacePhoto(_ id: String) async throws
    /// The saved photo ids in the order they were first saved.
    func savedSpacePhotos() async throws -> [String]

    // MARK: Auth tokens

    /// Stores an access and a refresh token for `user` in one transaction, first dropping every
    /// token that expired at or before `now`.
    func storeTokens(user: String, access: IssuedToken, refresh: IssuedToken, now: Date) async throws
    /// Atomically consumes a live refresh token and stores its replacement pair; returns the
    /// token's user, or nil (storing nothing) when it is unknown or expired.
    func rotateRefreshToken(_ old: String, access: IssuedToken, refresh: IssuedToken, now: Date) async throws
        -> String?
    /// The user of a live token of `kind`; nil when it is unknown or expired.
    func tokenUser(_ token: String, kind: TokenKind, now: Date) async throws -> String?
    /// Deletes every token of `kind`, or every token when `kind` is nil.
    func revokeTokens(kind: TokenKind?) async throws

    // MARK: Changes from other servers

    /// Runs until cancelled, keeping the store's connection and reporting rows that may have
    /// been added by other servers sharing the database: `onChange` is called after each such
    /// change and after every reconnection (when changes may have been missed), and the caller
    /// re-reads from its cursors. A store used by one server alone returns at once.
    func run(onChange: @escaping @Sendable (BookStoreChange) async -> Void) async
}

/// A token the `/auth` routes issue, with its expiry.
typealias IssuedToken = (token: String, expiry: Date)

/// The kinds of token the `/auth` routes issue.
enum TokenKind: String, Sendable {
    case access, refresh
}

/// What may have changed in a shared store.
enum BookStoreChange: Sendable, Equatable {
    /// Chat messages up to this sequence number exist.
    case chat(Int64)
    /// CLI chat entries up to this sequence number exist.
    case cli(Int64)
    /// The connection was re-established: anything may have changed meanwhile.
    case reconnected
}

/// The database cannot be reached; routes answer `503 Service Unavailable` with the JSON error.
struct BookStoreUnavailable: Error, CustomStringConvertible {
    /// What failed, for the log.
    let reason: String

    var description: String { "The database is unavailable: \(reason)" }
}
