import Foundation

/// How far a download has come.
public struct DownloadProgress: Sendable, Hashable, CustomStringConvertible {
    /// Bytes received so far.
    public let bytes: Int
    /// Bytes expected in all.
    public let total: Int

    public init(bytes: Int, total: Int) {
        self.bytes = bytes
        self.total = total
    }

    /// `bytes / total`, between 0 and 1 (1 for an empty download).
    public var fraction: Double { total == 0 ? 1 : Double(bytes) / Double(total) }

    public var description: String { "\(bytes)/\(total) bytes (\(Int((fraction * 100).rounded(.down)))%)" }
}

/// One step of a ``DownloadSequence``.
public enum DownloadUpdate: Sendable, Equatable {
    /// Another batch (about a twentieth of the file) has arrived.
    case progress(DownloadProgress)
    /// Every byte has arrived; the last element of the sequence.
    case completed(Data)
    /// The download was cancelled and the caller opted in to partial downloads
    /// (``DownloadContext/supportsPartialDownloads``): the bytes received so far. The last element.
    case stopped(partial: Data)
}

/// Task-local download options.
public enum DownloadContext {
    /// The book's `supportsPartialDownloads`: when true in the task that iterates a download, cancelling it
    /// ends the download with ``DownloadUpdate/stopped(partial:)`` instead of throwing `CancellationError`.
    ///
    /// ```swift
    /// let data = try await DownloadContext.$supportsPartialDownloads.withValue(name.hasSuffix(".jpeg")) {
    ///     try await client.downloadData(.get(url), expectedSize: size)
    /// }
    /// ```
    @TaskLocal public static var supportsPartialDownloads = false
}
