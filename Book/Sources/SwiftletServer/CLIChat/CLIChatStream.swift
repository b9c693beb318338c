import NIOCore

/// The body of one `/cli/chat?<user>` response.
///
/// On start it appends the entry `[<user> connected]\r\n`; every tick writes the entries the
/// client has not seen, joined with `\r\n` plus a trailing `\r\n` (so the "connected" entry,
/// which already ends in CRLF, is followed by an empty line, as in the original).
struct CLIChatStream: LiveStreamSource {
    let log: CLIChatLog
    let user: String
    var cursor: Int64

    mutating func start() async throws -> ByteBuffer? {
        try await log.append("[\(user) connected]\r\n")
        return nil
    }

    mutating func tick(_ index: Int) async throws -> LiveStreamStep {
        let (entries, next) = try await log.entries(after: cursor)
        cursor = next
        guard !entries.isEmpty else { return .idle }
        return .write(ByteBuffer(string: entries.joined(separator: "\r\n") + "\r\n"))
    }
}
