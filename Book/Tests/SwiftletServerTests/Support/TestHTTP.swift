import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The HTTP client of the live-port tests: enough connections per host for the stream tests.
enum TestHTTP {
    static let client = HTTPClient(
        eventLoopGroupProvider: .singleton,
        configuration: HTTPClient.Configuration(
            connectionPool: .init(idleTimeout: .seconds(30), concurrentHTTP1ConnectionsPerHostSoftLimit: 512)
        )
    )

    /// A complete response: status, headers and the whole body.
    struct Full: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: ByteBuffer

        var text: String { String(buffer: body) }
        var bytes: [UInt8] { Array(body.readableBytesView) }
        func header(_ name: String) -> String? { headers.first(name: name) }
    }

    /// Sends a request and collects the whole response (up to 64 MiB). A body sent without a
    /// `Content-Type` in `headers` goes as the route's documented type, as real clients send it:
    /// `text/plain` to `/cli/…`, `application/json` elsewhere.
    static func fetch(
        _ url: URL,
        path: String,
        method: HTTPMethod = .GET,
        headers: [(String, String)] = [],
        body: ByteBuffer? = nil
    ) async throws -> Full {
        var request = HTTPClientRequest(url: url.absoluteString + path)
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body {
            request.body = .bytes(body)
            if !headers.contains(where: { $0.0.lowercased() == "content-type" }) {
                let type = path.hasPrefix("/cli/") ? "text/plain; charset=utf-8" : "application/json"
                request.headers.add(name: "Content-Type", value: type)
            }
        }
        // Generous: the first gallery request of a test process renders and hashes every image, which
        // takes a while in a debug build on a loaded machine. Each test is bounded by its own time limit.
        let response = try await client.execute(request, timeout: .seconds(120))
        let collected = try await response.body.collect(upTo: 64 << 20)
        return Full(status: Int(response.status.code), headers: response.headers, body: collected)
    }

    /// Opens a streaming response; read it with the returned ``LineReader``.
    static func open(_ url: URL, path: String) async throws -> (status: Int, headers: HTTPHeaders, lines: LineReader) {
        let request = HTTPClientRequest(url: url.absoluteString + path)
        let response = try await client.execute(request, timeout: .hours(1))
        return (Int(response.status.code), response.headers, LineReader(body: response.body))
    }
}

/// Reads a streaming body line by line, keeping each line's terminator (`\n` or `\r\n`) so
/// tests can assert line endings. Use from one task only.
final class LineReader {
    private var iterator: HTTPClientResponse.Body.AsyncIterator
    private var pending: [UInt8] = []

    init(body: HTTPClientResponse.Body) {
        iterator = body.makeAsyncIterator()
    }

    /// The next line including its terminator, or `nil` when the body ended.
    func next() async throws -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[...newline])
                pending.removeFirst(newline + 1)
                return String(decoding: line, as: UTF8.self)
            }
            guard let chunk = try await iterator.next() else {
                if pending.isEmpty { return nil }
                defer { pending = [] }
                return String(decoding: pending, as: UTF8.self)
            }
            pending.append(contentsOf: chunk.readableBytesView)
        }
    }

    /// The next `count` lines; fails when the body ends first.
    func next(_ count: Int) async throws -> [String] {
        var lines: [String] = []
        for _ in 0..<count {
            guard let line = try await next() else { throw EndOfStream() }
            lines.append(line)
        }
        return lines
    }

    /// At least `count` bytes (everything buffered once that many have arrived); fails when the
    /// body ends first.
    func bytes(atLeast count: Int) async throws -> [UInt8] {
        while pending.count < count {
            guard let chunk = try await iterator.next() else { throw EndOfStream() }
            pending.append(contentsOf: chunk.readableBytesView)
        }
        defer { pending = [] }
        return pending
    }

    /// Everything up to the end of the body.
    func rest() async throws -> [UInt8] {
        var bytes = pending
        pending = []
        while let chunk = try await iterator.next() { bytes.append(contentsOf: chunk.readableBytesView) }
        return bytes
    }

    struct EndOfStream: Error {}
}

/// JSON helpers for assertions on raw lines.
enum TestJSON {
    static func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let object = value as? [String: Any] else { throw NotAnObject() }
        return object
    }

    static func array(_ text: String) throws -> [Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let array = value as? [Any] else { throw NotAnObject() }
        return array
    }

    struct NotAnObject: Error {}
}
