import Foundation

/// `swiftlet chat`: the book's Clipper. Prints the lines of `/cli/chat?<user>` as they arrive and posts
/// every input line to `/cli/say` as `[<user>] <line>`.
///
/// Both run at once in a task group. The session ends when the input ends (it then stops the room
/// stream), when the server ends the room stream, or when the caller is cancelled. A failed post or a
/// broken stream ends it with the error.
public struct ChatClient: Sendable {
    public let server: URL
    public let client: WebClient

    public init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// Checks a user name: not empty, no line breaks.
    public static func validate(user: String) throws -> String {
        let trimmed = user.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else {
            throw TerminalClientError.badArgument("invalid --user '\(user)': expected a non-empty name")
        }
        return trimmed
    }

    /// Runs one chat session for `user` reading `input` and writing room lines to `output`.
    public func run<Input: AsyncSequence & Sendable>(
        user: String, input: Input, output: some TerminalOutput
    ) async throws where Input.Element == String {
        let user = try Self.validate(user: user)
        let room = client.lines(for: .get(server.appending(path: "cli/chat", rawQuery: user)))
        let sayURL = server.appendingPathComponent("cli/say")
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await line in room where !line.isEmpty { output.line(line) }
            }
            group.addTask {
                for try await line in input where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    _ = try await client.data(for: .post(sayURL, text: "[\(user)] \(line)"))
                }
            }
            // Whichever ends first ends the session: end of input, or end of the room stream.
            _ = try await group.next()
            group.cancelAll()
        }
    }
}
