import Foundation

/// A client for the book server's JSON chat room (book §1 and §2.3): the room stream of
/// `GET /chat/room?<user>` and `POST /chat/say`. `swiftlet chat` uses the plain-text room instead.
///
/// A value type; every call runs in the caller's task, and cancelling it closes the stream.
public struct ChatRoomClient: Sendable {
    /// The longest user name the server accepts, in characters.
    public static let maximumUserNameLength = 64

    /// The server's base URL.
    public let server: URL
    /// The HTTP client (inject one with a ``WebTransport`` to capture requests).
    public var client: WebClient

    public init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// Whether the server accepts `name`: 1 to 64 characters.
    public static func isValidUserName(_ name: String) -> Bool {
        (1...maximumUserNameLength).contains(name.count)
    }

    /// The room as `user` sees it. Nothing is sent until iteration starts; see ``ChatRoomMessages``.
    /// Throws ``ChatRoomError/invalidUserName`` for a name the server would refuse.
    public func room(as user: String) throws -> ChatRoomMessages {
        guard Self.isValidUserName(user) else { throw ChatRoomError.invalidUserName }
        var components = URLComponents(url: server.appending(path: "chat/room"), resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = user.addingPercentEncoding(withAllowedCharacters: Self.queryValueCharacters)
        guard let url = components?.url else { throw ChatRoomError.invalidUserName }
        return ChatRoomMessages(lines: client.lines(for: .get(url)))
    }

    /// Posts `message` to `/chat/say`; it comes back through the room stream. Throws
    /// ``ChatRoomError/refused(status:message:)`` with the server's error text, or
    /// ``ChatRoomError/transport(_:)``; cancellation stays `CancellationError`.
    public func say(_ message: RoomMessage) async throws {
        let request = try WebRequest.post(server.appending(path: "chat/say"), json: message)
        do {
            _ = try await client.data(for: request)
        } catch let error as WebClientError {
            throw ChatRoomError(error)
        }
    }

    /// Letters, digits and `-._~`: everything else in a name is percent-encoded, so `&`, `=` and `+`
    /// reach the server as typed.
    static let queryValueCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}

extension ChatRoomError {
    /// The chat error for a client error (a refusal keeps the server's `{"error": ...}` text).
    init(_ error: WebClientError) {
        switch error {
        case .badStatus(let status, let body):
            struct ServerError: Decodable { let error: String }
            let text = (try? JSONDecoder().decode(ServerError.self, from: Data(body.utf8)))?.error
            self = .refused(status: status, message: text ?? "The server responded with an error.")
        case .transport(let reason):
            self = .transport(reason)
        default:
            self = .transport(error.description)
        }
    }
}

/// The messages of one room stream, read through a single line iterator.
///
/// The first line is the server's status: call ``Iterator/status()`` first to read it (it throws
/// ``ChatRoomError/noResponse`` when the stream ends before it and ``ChatRoomError/invalidResponse``
/// when it is not a status); `next()` reads it implicitly if you did not. Then each line is one
/// message; lines that do not decode (blank ones included) are skipped. When the server ends the
/// stream `next()` throws ``ChatRoomError/streamEnded``: the room never ends on its own. Iterate once.
public struct ChatRoomMessages: AsyncSequence, Sendable {
    public typealias Element = RoomMessage

    let lines: WebLines

    public func makeAsyncIterator() -> Iterator { Iterator(lines: lines.makeAsyncIterator()) }

    /// Reads one room stream; not shareable between tasks.
    public struct Iterator: AsyncIteratorProtocol {
        var lines: WebLines.Iterator
        private var readStatus: RoomStatus?

        init(lines: WebLines.Iterator) { self.lines = lines }

        /// The status line (read once; later calls return the same value).
        public mutating func status() async throws -> RoomStatus {
            if let readStatus { return readStatus }
            guard let line = try await nextLine() else { throw ChatRoomError.noResponse }
            guard let status = try? WebClient.jsonDecoder.decode(RoomStatus.self, from: Data(line.utf8)) else {
                throw ChatRoomError.invalidResponse
            }
            readStatus = status
            return status
        }

        /// The next message.
        public mutating func next() async throws -> RoomMessage? {
            _ = try await status()
            while let line = try await nextLine() {
                if let message = try? WebClient.jsonDecoder.decode(RoomMessage.self, from: Data(line.utf8)) {
                    return message
                }
            }
            throw ChatRoomError.streamEnded
        }

        private mutating func nextLine() async throws -> String? {
            do {
                return try await lines.next()
            } catch let error as WebClientError {
                throw ChatRoomError(error)
            }
        }
    }
}
