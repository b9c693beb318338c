import Foundation

/// One message of the book server's JSON chat room (book §1, `/chat/room` and `/chat/say`).
///
/// JSON keys `id` (UUID), `user` (left out for system messages), `message` and `date` (seconds since
/// 2001-01-01, the server's convention).
public struct RoomMessage: Codable, Sendable, Hashable, Identifiable {
    public var id: UUID
    /// The author; `nil` for system messages such as "marin connected".
    public var user: String?
    public var message: String
    public var date: Date

    public init(id: UUID = UUID(), user: String?, message: String, date: Date = Date()) {
        self.id = id
        self.user = user
        self.message = message
        self.date = date
    }

    /// A local system message (no user) with a new id, dated now.
    public init(_ message: String) {
        self.init(user: nil, message: message)
    }
}

/// The first line of a room stream: `{"activeUsers": N}`.
public struct RoomStatus: Codable, Sendable, Hashable {
    /// Distinct users active in the last five minutes, the newcomer included.
    public var activeUsers: Int

    public init(activeUsers: Int) { self.activeUsers = activeUsers }
}
