import Foundation

extension WebClient {
    /// A download of `request` whose body is `expectedSize` bytes, as a sequence of updates.
    public func download(_ request: WebRequest, expectedSize: Int) -> DownloadSequence {
        DownloadSequence(client: self, request: request, expectedSize: expectedSize)
    }

    /// Downloads `request` (a body of `expectedSize` bytes), reporting each progress update to `progress`,
    /// and returns the bytes. When the caller is cancelled it throws `CancellationError`, or returns the
    /// partial bytes if ``DownloadContext/supportsPartialDownloads`` is true.
    public func downloadData(
        _ request: WebRequest, expectedSize: Int,
        progress: @Sendable (DownloadProgress) async -> Void = { _ in }
    ) async throws -> Data {
        for try await update in download(request, expectedSize: expectedSize) {
            switch update {
            case .progress(let step): await progress(step)
            case .completed(let data), .stopped(let data): return data
            }
        }
        throw CancellationError()
    }

    /// The bytes `range` (inclusive) of `url`, fetched with one ranged request that must answer 206 with
    /// exactly `range.count` bytes.
    public func rangedData(_ url: URL, range: ClosedRange<Int>) async throws -> Data {
        try await downloadData(WebRequest.get(url).range(range), expectedSize: range.count)
    }

    /// Downloads `url` (of `size` bytes) in `parts` ranged requests running at once and reassembles them in
    /// order. `progress` gets the combined progress of all parts. Any failing part cancels the others and
    /// its error is rethrown; cancelling the caller cancels every part.
    public func parallelDownload(
        _ url: URL, size: Int, parts: Int,
        progress: @escaping @Sendable (DownloadProgress) async -> Void = { _ in }
    ) async throws -> Data {
        let ranges = Self.partRanges(size: size, parts: parts)
        let tally = PartsTally(total: size, parts: ranges.count)
        let pieces = try await ranges.enumerated().concurrentMap(maxConcurrency: max(ranges.count, 1)) {
            index, range in
            try await self.downloadData(WebRequest.get(url).range(range), expectedSize: range.count) { step in
                await progress(await tally.record(part: index, bytes: step.bytes))
            }
        }
        var data = Data(capacity: size)
        for piece in pieces { data.append(piece) }
        return data
    }

    /// The book's Cloud 9 split: `ceil(size / parts)` bytes per part, the last part shorter; no empty parts.
    public static func partRanges(size: Int, parts: Int) -> [ClosedRange<Int>] {
        precondition(parts > 0, "a download needs at least one part")
        guard size > 0 else { return [] }
        let partSize = (size + parts - 1) / parts
        return stride(from: 0, to: size, by: partSize).map { offset in
            offset...(min(offset + partSize, size) - 1)
        }
    }
}

/// Sums the progress of the parts of a parallel download.
private actor PartsTally {
    let total: Int
    var received: [Int]

    init(total: Int, parts: Int) {
        self.total = total
        self.received = Array(repeating: 0, count: parts)
    }

    func record(part: Int, bytes: Int) -> DownloadProgress {
        received[part] = bytes
        return DownloadProgress(bytes: received.reduce(0, +), total: total)
    }
}
