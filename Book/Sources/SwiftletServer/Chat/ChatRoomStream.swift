import Foundation
import NIOCore

/// The body of one `/chat/room?<user>` response.
///
/// Starts with the status line `{"activeUsers":N}`; then every tick writes the messages the
/// client has not seen yet, one JSON object per line, each line ending `\r\n`. After the first
/// tick it announces `<user> connected`, which every client (this one too) receives a tick later.
struct ChatRoomStream: LiveStreamSource {
    let room: ChatRoom
    let user: String
    var cursor: Int64

    mutating func start() async throws -> ByteBuffer? {
        let status = try await room.join(user: user)
        return try Self.line(status)
    }

    mutating func tick(_ index: Int) async throws -> LiveStreamStep {
        let (messages, next) = try await room.messages(after: cursor)
        cursor = next
        if index == 0 {
            try await room.announce("\(user) connected")
        }
        guard !messages.isEmpty else { return .idle }
        var buffer = ByteBuffer()
        for message in messages {
            var line = try Self.line(message)
            buffer.writeBuffer(&line)
        }
        return .write(buffer)
    }

    private static func line(_ value: some Encodable) throws -> ByteBuffer {
        var buffer = ByteBuffer(bytes: try Reply.encoder().encode(value))
        buffer.writeString("\r\n")
        return buffer
    }
}
