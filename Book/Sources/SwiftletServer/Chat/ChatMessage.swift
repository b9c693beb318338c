import Foundation

/// A chat message as it travels on `/chat/room` and `/chat/say`.
///
/// JSON keys `id` (upper-case UUID string), `user` (omitted for system messages), `message` and
/// `date` (seconds since 2001-01-01, Foundation's default).
public struct ChatMessage: Codable, Sendable, Equatable {
    /// Identifies the message.
    public var id: UUID
    /// The author; `nil` for system messages such as "marin connected".
    public var user: String?
    /// The text.
    public var message: String
    /// When the server accepted the message.
    public var date: Date

    /// A message with the given fields.
    public init(id: UUID = UUID(), user: String?, message: String, date: Date) {
        self.id = id
        self.user = user
        self.message = message
        self.date = date
    }
}

/// The first line of a `/chat/room` stream: `{"activeUsers": N}`.
public struct ChatRoomStatus: Codable, Sendable, Equatable {
    /// Distinct user names active in the last 300 seconds, the newcomer included.
    public var activeUsers: Int

    /// A status with the given count.
    public init(activeUsers: Int) { self.activeUsers = activeUsers }
}
