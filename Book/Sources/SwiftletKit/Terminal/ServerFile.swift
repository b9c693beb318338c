import Foundation

/// One entry of the book server's `GET /files/list`.
public struct ServerFile: Codable, Sendable, Hashable {
    public var name: String
    /// The exact number of bytes `/files/download` serves.
    public var size: Int
    public var date: Date

    public init(name: String, size: Int, date: Date) {
        self.name = name
        self.size = size
        self.date = date
    }
}

/// Byte counts for people: `2.8 MB`, `512 KB`, `37 bytes` (decimal units, like ByteCountFormatter).
public enum ByteCountText {
    public static func format(_ bytes: Int) -> String {
        switch bytes {
        case ..<1000: return "\(bytes) bytes"
        case ..<1_000_000: return String(format: "%.0f KB", Double(bytes) / 1000)
        default: return String(format: "%.1f MB", Double(bytes) / 1_000_000)
        }
    }
}
