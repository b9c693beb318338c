/// Why the chat room could not be read or written. `description` is the text an alert shows.
public enum ChatRoomError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The user name is empty or longer than the server accepts; nothing was sent.
    case invalidUserName
    /// The room stream ended before its status line.
    case noResponse
    /// The first line was not a status line.
    case invalidResponse
    /// The server ended the room stream.
    case streamEnded
    /// The server refused the request; `message` is its `{"error": ...}` text when it sent one.
    case refused(status: Int, message: String)
    /// The server could not be reached or the connection broke.
    case transport(String)

    public var description: String {
        switch self {
        case .invalidUserName:
            "Invalid username"
        case .noResponse:
            "No response from server"
        case .invalidResponse:
            "Invalid response from server"
        case .streamEnded:
            "The server closed the chat."
        case .refused(_, let message):
            message
        case .transport(let reason):
            "The server could not be reached: \(reason)"
        }
    }
}
