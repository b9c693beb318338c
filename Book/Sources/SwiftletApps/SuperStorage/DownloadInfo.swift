import Foundation

/// One progress row of the download screen: a download (or a Cloud 9 part) and how far it has come.
public struct DownloadInfo: Identifiable, Equatable, Sendable {
    public let id: UUID
    /// The name shown in the row: the file name, or `NAME (part N)` for a Cloud 9 part.
    public let name: String
    /// From 0 to 1.
    public var progress: Double

    public init(id: UUID = UUID(), name: String, progress: Double = 0) {
        self.id = id
        self.name = name
        self.progress = progress
    }
}

/// The three download plans of the download screen.
public enum DownloadTier: String, CaseIterable, Sendable, Hashable {
    /// One plain request; progress jumps from 0 to 100 %.
    case silver
    /// One streamed request with about 20 progress steps; partial bytes on Cancel All for JPEGs.
    case gold
    /// Four ranged parts at once, reassembled in order.
    case cloud9

    /// The button title.
    public var title: String {
        switch self {
        case .silver: "Silver"
        case .gold: "Gold"
        case .cloud9: "Cloud 9"
        }
    }
}

/// An error shown in SuperStorage's alert; `message` is what the user reads.
public struct SuperStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}

/// Sizes as the file list shows them: always megabytes with one decimal (`3.8 MB`).
enum MegabyteText {
    static func format(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
