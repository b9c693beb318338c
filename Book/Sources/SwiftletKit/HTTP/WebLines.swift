import AsyncHTTPClient
import NIOCore

import class SwiftletUI.SessionResourceLease

/// The text lines of a response body as they arrive: the Linux stand-in for `URLSession.bytes(...).lines`.
///
/// Nothing is sent until iteration starts; the first `next()` sends the request and throws
/// ``WebClientError/badStatus(_:body:)`` if the status is not accepted. Lines end at `\n` or `\r\n`.
/// The sequence ends when the server finishes the body, and throws ``WebClientError/transport(_:)`` if the
/// connection fails. Breaking out of the loop, or cancelling the iterating task, closes the connection at
/// once (a cancelled iteration throws `CancellationError`). Iterate it once: each iteration is a new request.
/// From a view's code, an iteration holds one of the page's stream slots (see ``WebClient``) from its
/// first `next()` until it ends; past the page's limit, the first `next()` throws
/// ``WebClientError/sessionLimit(_:)``.
public struct WebLines: AsyncSequence, Sendable {
    public typealias Element = String

    let client: WebClient
    let request: WebRequest

    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, request: request)
    }

    /// Reads one response; not shareable between tasks.
    public struct Iterator: AsyncIteratorProtocol {
        let client: WebClient
        let request: WebRequest
        private var body: HTTPClientResponse.Body.AsyncIterator?
        /// The page's stream slot, held until the iteration ends.
        private var lease: SessionResourceLease?
        private var started = false
        private var finished = false
        private var splitter = LineSplitter()
        private var ready: [String] = []
        private var readyIndex = 0

        init(client: WebClient, request: WebRequest) {
            self.client = client
            self.request = request
        }

        public mutating func next() async throws -> String? {
            while true {
                if readyIndex < ready.count {
                    defer { readyIndex += 1 }
                    return ready[readyIndex]
                }
                if finished { return nil }
                if !started {
                    started = true
                    do {
                        let (response, lease) = try await client.open(request, holding: .stream)
                        self.lease = lease
                        body = response.body.makeAsyncIterator()
                    } catch {
                        finished = true
                        throw error
                    }
                }
                let chunk: ByteBuffer?
                do {
                    chunk = try await body?.next()
                } catch {
                    finish()
                    throw WebClient.wrap(error)
                }
                guard let chunk else {
                    finish()
                    if Task.isCancelled { throw CancellationError() }
                    if let last = splitter.finish() { return last }
                    return nil
                }
                ready = splitter.append(chunk.readableBytesView)
                readyIndex = 0
            }
        }

        private mutating func finish() {
            finished = true
            body = nil
            lease?.release()
            lease = nil
            ready = []
            readyIndex = 0
        }
    }
}
