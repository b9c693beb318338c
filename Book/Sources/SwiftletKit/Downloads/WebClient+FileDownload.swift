import Foundation
import NIOCore

/// How a download to a file ended.
public struct FileDownloadResult: Sendable, Equatable {
    /// Bytes that were already in the file and were kept (0 unless resuming).
    public let resumedFrom: Int
    /// Bytes written by this call.
    public let written: Int
    /// The file's size now; equals the download's size once complete.
    public var fileSize: Int { resumedFrom + written }
}

extension WebClient {
    /// Downloads `url` (of `size` bytes) into `file`, writing every chunk as it arrives, so an interrupted
    /// download leaves its bytes on disk for a later resume.
    ///
    /// With `resume` the bytes already in `file` are kept and only the rest is requested (one ranged
    /// request); a complete file makes no request. Without `resume` the file is replaced. Cancelling the
    /// caller keeps what was written and throws `CancellationError`. A file already longer than `size`, or
    /// a server sending more or fewer bytes than expected, throws
    /// ``WebClientError/lengthMismatch(expected:received:)``. `progress` is about the whole file.
    public func download(
        _ url: URL, size: Int, to file: URL, resume: Bool,
        progress: @Sendable (DownloadProgress) async -> Void = { _ in }
    ) async throws -> FileDownloadResult {
        let manager = FileManager.default
        var existing = 0
        if resume, let size = (try? manager.attributesOfItem(atPath: file.path))?[.size] as? NSNumber {
            existing = size.intValue
        }
        guard existing <= size else { throw WebClientError.lengthMismatch(expected: size, received: existing) }
        if existing == 0 {
            guard manager.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
        if existing == size {
            await progress(DownloadProgress(bytes: size, total: size))
            return FileDownloadResult(resumedFrom: existing, written: 0)
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()

        let request = existing == 0 ? WebRequest.get(url) : WebRequest.get(url).range(existing...(size - 1))
        var batches = ProgressBatches(total: size)
        _ = batches.advance(to: existing)
        var written = 0
        let (response, lease) = try await open(request, holding: .request)
        defer { lease?.release() }
        var body = response.body.makeAsyncIterator()
        while true {
            let chunk: ByteBuffer?
            do {
                chunk = try await body.next()
            } catch {
                throw WebClient.wrap(error)
            }
            if Task.isCancelled { throw CancellationError() }
            guard let chunk else { break }
            guard existing + written + chunk.readableBytes <= size else {
                throw WebClientError.lengthMismatch(expected: size, received: existing + written + chunk.readableBytes)
            }
            try handle.write(contentsOf: Data(chunk.readableBytesView))
            written += chunk.readableBytes
            for step in batches.advance(to: existing + written) { await progress(step) }
        }
        guard existing + written == size else {
            throw WebClientError.lengthMismatch(expected: size, received: existing + written)
        }
        return FileDownloadResult(resumedFrom: existing, written: written)
    }
}
