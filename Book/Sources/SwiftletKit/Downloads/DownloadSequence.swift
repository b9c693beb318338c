import AsyncHTTPClient
import Foundation
import NIOCore

import class SwiftletUI.SessionResourceLease

/// A download of known size as an async sequence of ``DownloadUpdate``s: about 20 `.progress` updates,
/// then `.completed(data)`.
///
/// Nothing is sent until iteration starts. The request's accepted statuses apply (a ranged request from
/// ``WebRequest/range(_:)`` accepts only 206). A body longer than `expectedSize` throws
/// ``WebClientError/lengthMismatch(expected:received:)`` at once; a body that ends short throws the same.
/// Cancelling the iterating task closes the connection and throws `CancellationError`, or, when
/// ``DownloadContext/supportsPartialDownloads`` is true in that task, ends with `.stopped(partial:)`.
public struct DownloadSequence: AsyncSequence, Sendable {
    public typealias Element = DownloadUpdate

    let client: WebClient
    let request: WebRequest
    let expectedSize: Int

    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, request: request, accumulator: ByteAccumulator(total: expectedSize))
    }

    /// Runs one download; not shareable between tasks.
    public struct Iterator: AsyncIteratorProtocol {
        let client: WebClient
        let request: WebRequest
        var accumulator: ByteAccumulator
        private var body: HTTPClientResponse.Body.AsyncIterator?
        /// The page's request slot (see ``WebClient``), held until the download ends.
        private var lease: SessionResourceLease?
        private var started = false
        private var finished = false
        private var pending: [DownloadProgress] = []

        init(client: WebClient, request: WebRequest, accumulator: ByteAccumulator) {
            self.client = client
            self.request = request
            self.accumulator = accumulator
        }

        public mutating func next() async throws -> DownloadUpdate? {
            while true {
                if !pending.isEmpty { return .progress(pending.removeFirst()) }
                if finished { return nil }
                if !started {
                    started = true
                    do {
                        let (response, lease) = try await client.open(request, holding: .request)
                        self.lease = lease
                        body = response.body.makeAsyncIterator()
                    } catch {
                        finished = true
                        if error is CancellationError { return try stopped() }
                        throw error
                    }
                }
                let chunk: ByteBuffer?
                do {
                    chunk = try await body?.next()
                } catch {
                    let wrapped = WebClient.wrap(error)
                    if wrapped is CancellationError { return try stopped() }
                    finish()
                    throw wrapped
                }
                guard let chunk else {
                    if Task.isCancelled { return try stopped() }
                    finish()
                    guard accumulator.isComplete else {
                        throw WebClientError.lengthMismatch(expected: accumulator.total, received: accumulator.count)
                    }
                    return .completed(accumulator.data)
                }
                do {
                    pending = try accumulator.append(chunk.readableBytesView)
                } catch {
                    finish()
                    throw error
                }
                if Task.isCancelled { return try stopped() }
                if accumulator.isComplete && pending.isEmpty {
                    // Every byte is here; the next chunk read only confirms the end of the body.
                    continue
                }
            }
        }

        private mutating func stopped() throws -> DownloadUpdate {
            finish()
            guard DownloadContext.supportsPartialDownloads else { throw CancellationError() }
            return .stopped(partial: accumulator.data)
        }

        private mutating func finish() {
            finished = true
            body = nil
            lease?.release()
            lease = nil
            pending = []
        }
    }
}
