import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

import enum SwiftletUI.SessionResourceError
import class SwiftletUI.SessionResourceLease
import class SwiftletUI.SessionResources

/// The toolkit's HTTP client, on AsyncHTTPClient (Linux Foundation has no `URLSession.bytes`).
///
/// A value type: copy it freely; every copy shares the underlying `HTTPClient` (``sharedHTTPClient`` by
/// default, which needs no shutdown). Every method runs in the caller's task, and cancelling that task
/// cancels the request and closes its connection. Errors are ``WebClientError`` or `CancellationError`.
///
/// Called from a view's code (an action, `.task`, `onAppear`, and the tasks they create), every
/// request and line stream holds a slot of the page's `SessionResources.current` while it runs: a
/// request past the page's limit waits for a slot, a stream past it fails with
/// ``WebClientError/sessionLimit(_:)``. So one visitor's screens cannot take a pool the process
/// shares from the others.
///
/// A `GET`, `HEAD`, `PUT` or `DELETE` whose kept-alive connection turns out to have been closed by
/// the server before any answer (the server restarted, or dropped the idle connection) is sent once
/// more on a new connection, within the same deadline, as browsers do; such a `PUT` or `DELETE` that
/// the server did carry out before closing is then sent twice. A `POST` is never sent again.
public struct WebClient: Sendable {
    /// The JSON decoder for the book server's bodies: dates are seconds since 2001-01-01 (Foundation's default).
    public static var jsonDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .deferredToDate
        return decoder
    }

    /// The JSON encoder matching ``jsonDecoder``.
    public static var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .deferredToDate
        return encoder
    }

    /// How long ``sharedHTTPClient`` keeps an idle connection: half the book server's idle timeout
    /// (60 s), so the client closes it first. Were both 60 s, a request could take a connection from
    /// the pool in the moment the server closes it, and a `POST` (never sent twice) would fail.
    public static let pooledConnectionIdleTimeout: Duration = .seconds(30)

    public let httpClient: HTTPClient
    /// The largest body ``data(for:)`` collects.
    public var maxBodySize: Int
    /// When set, every request goes to this transport instead of `httpClient` (tests capture requests
    /// this way; nothing touches the network).
    public var transport: (any WebTransport)?

    /// The client every `WebClient()` shares. Like `HTTPClient.shared` (and, like it, never shut down: it
    /// lives as long as the process), except that a refused connection fails at once instead of being
    /// retried until the request's deadline, so "the server is down" is reported immediately, and
    /// that an idle kept-alive connection is closed after ``pooledConnectionIdleTimeout``.
    public static let sharedHTTPClient: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.connectionPool.idleTimeout = .nanoseconds(pooledConnectionIdleTimeout.nanoseconds)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    public init(httpClient: HTTPClient = WebClient.sharedHTTPClient, maxBodySize: Int = 64 << 20) {
        self.httpClient = httpClient
        self.maxBodySize = maxBodySize
    }

    /// A client whose requests all go to `transport` (the shared `HTTPClient` is never used).
    public init(transport: any WebTransport, maxBodySize: Int = 64 << 20) {
        self.init(maxBodySize: maxBodySize)
        self.transport = transport
    }

    /// The whole body of `request` once it has arrived. Throws ``WebClientError/badStatus(_:body:)`` for a
    /// status the request does not accept, ``WebClientError/transport(_:)`` when the server cannot be
    /// reached, ``WebClientError/bodyTooLarge(limit:)`` above ``maxBodySize``.
    public func data(for request: WebRequest) async throws -> Data {
        let (response, lease) = try await open(request, holding: .request)
        defer { lease?.release() }
        do {
            let buffer = try await response.body.collect(upTo: maxBodySize)
            return Data(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw WebClientError.bodyTooLarge(limit: maxBodySize)
        } catch {
            throw Self.wrap(error)
        }
    }

    /// The body of `request` decoded as `T` with ``jsonDecoder``; throws ``WebClientError/decoding(type:reason:)``
    /// when it does not decode, and everything ``data(for:)`` throws.
    public func decoded<T: Decodable>(_ type: T.Type, for request: WebRequest) async throws -> T {
        let data = try await data(for: request)
        do {
            return try Self.jsonDecoder.decode(T.self, from: data)
        } catch {
            throw WebClientError.decoding(type: String(describing: T.self), reason: Self.describe(decoding: error))
        }
    }

    /// The body of `request` as UTF-8 text.
    public func text(for request: WebRequest) async throws -> String {
        String(decoding: try await data(for: request), as: UTF8.self)
    }

    /// The lines of `request`'s body as they arrive; see ``WebLines``.
    public func lines(for request: WebRequest) -> WebLines {
        WebLines(client: self, request: request)
    }

    /// Takes a slot of `kind` from the page whose code runs now, sends `request` and returns once its
    /// head has arrived with an accepted status; the body is still streaming, and the caller holds the
    /// slot (if there is a page) until the body is read. Internal so that every body is consumed by a
    /// sequence that owns it.
    func open(
        _ request: WebRequest, holding kind: SessionResources.Kind
    ) async throws -> (HTTPClientResponse, SessionResourceLease?) {
        guard request.url.host != nil, let scheme = request.url.scheme, scheme == "http" || scheme == "https" else {
            throw WebClientError.invalidURL(request.url.absoluteString)
        }
        var lease: SessionResourceLease?
        if let resources = SessionResources.current {
            do {
                lease = try await resources.acquire(kind)
            } catch let refusal as SessionResourceError {
                throw WebClientError.sessionLimit(refusal)
            }
        }
        return (try await open(request), lease)
    }

    private func open(_ request: WebRequest) async throws -> HTTPClientResponse {
        if let transport {
            let response: HTTPClientResponse
            do {
                response = try await transport.send(request).clientResponse()
            } catch {
                throw Self.wrap(error)
            }
            return try await accepted(response, for: request)
        }
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers { outgoing.headers.replaceOrAdd(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let response: HTTPClientResponse
        do {
            response = try await execute(outgoing, idempotent: request.method.isIdempotent, timeout: request.timeout)
        } catch {
            throw Self.wrap(error)
        }
        return try await accepted(response, for: request)
    }

    /// Sends `outgoing`, and sends an idempotent request once more when its connection turned out to
    /// be closed before any answer came. A kept-alive connection that the server closed (it
    /// restarted, or timed out the idle connection) can be taken from the pool in the moment before
    /// the client notices; browsers and URLSession send such a request again on a new connection,
    /// and so does this, once, within the same deadline. A `POST` is never sent twice.
    private func execute(
        _ outgoing: HTTPClientRequest, idempotent: Bool, timeout: Duration
    ) async throws -> HTTPClientResponse {
        let deadline = NIODeadline.now() + .nanoseconds(timeout.nanoseconds)
        do {
            return try await httpClient.execute(outgoing, deadline: deadline)
        } catch  where idempotent && Self.isStaleConnection(error) && !Task.isCancelled {
            return try await httpClient.execute(outgoing, deadline: deadline)
        }
    }

    /// Whether `error` says the connection was closed under the request before its answer began
    /// (not a refusal, a timeout or a cancellation).
    static func isStaleConnection(_ error: any Error) -> Bool {
        if let error = error as? ChannelError {
            return error == .ioOnClosedChannel || error == .eof || error == .outputClosed
        }
        if let error = error as? HTTPClientError {
            return error == .remoteConnectionClosed
        }
        if let error = error as? IOError {
            return error.errnoCode == ECONNRESET || error.errnoCode == EPIPE
        }
        return false
    }

    /// `response` if its status is one `request` accepts; otherwise throws `badStatus` with the start
    /// of the body.
    private func accepted(_ response: HTTPClientResponse, for request: WebRequest) async throws -> HTTPClientResponse {
        let status = Int(response.status.code)
        guard request.acceptedStatuses.contains(status) else {
            let preview = (try? await response.body.collect(upTo: 4096)).map { String(buffer: $0) } ?? ""
            throw WebClientError.badStatus(status, body: preview.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return response
    }

    /// Maps a client error to ``WebClientError``, keeping cancellation as `CancellationError`.
    static func wrap(_ error: any Error) -> any Error {
        if error is CancellationError || error is WebClientError { return error }
        if Task.isCancelled { return CancellationError() }
        if let error = error as? HTTPClientError, error == .cancelled { return CancellationError() }
        return WebClientError.transport(describe(transport: error))
    }

    static func describe(transport error: any Error) -> String {
        let text = String(describing: error)
        if text.localizedCaseInsensitiveContains("refused") { return "connection refused" }
        if let error = error as? HTTPClientError {
            switch error {
            case .remoteConnectionClosed: return "the server closed the connection"
            case .connectTimeout: return "timed out connecting to the server"
            case .deadlineExceeded, .readTimeout: return "timed out waiting for the server"
            default: break
            }
        }
        return text
    }

    static func describe(decoding error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: context.debugDescription
        case .keyNotFound(let key, _)?: "missing key '\(key.stringValue)'"
        case .typeMismatch(let type, let context)?: "expected \(type) at \(context.codingPath.map(\.stringValue))"
        case .valueNotFound(let type, _)?: "missing \(type)"
        default: String(describing: error)
        }
    }
}

extension WebRequest.Method {
    /// Whether sending the request twice has the effect of sending it once (RFC 9110, 9.2.2).
    var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete: true
        case .post: false
        }
    }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : scaled + attoseconds / 1_000_000_000
    }
}
