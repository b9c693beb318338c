import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP client to `127.0.0.1` for tests of a server's handling of connections (hostile
/// clients, graceful shutdown): sends exactly the bytes it is given and reports what came back and
/// whether the server closed the connection.
///
/// Each blocking call runs on a thread of its own (never on the cooperative pool) and is bounded
/// by a deadline through `poll`. A value type over a descriptor; use one connection from one task.
public struct RawSocket: Sendable {
    /// What a read returned: the bytes, and whether the server ended the connection (EOF or reset).
    public struct Received: Sendable {
        /// Every byte read.
        public var bytes: [UInt8]
        /// Whether the server ended the connection (EOF or reset).
        public var closed: Bool
        /// The bytes as UTF-8 text.
        public var text: String { String(decoding: bytes, as: UTF8.self) }
        /// The status code of the first response, if one arrived.
        public var status: Int? {
            guard text.hasPrefix("HTTP/1.1 ") else { return nil }
            return Int(text.dropFirst(9).prefix(3))
        }
        /// The body of the first response (after the blank line).
        public var body: String {
            guard let range = text.range(of: "\r\n\r\n") else { return "" }
            return String(text[range.upperBound...])
        }
    }

    /// A socket call failed (the call and `errno` are in the description).
    public struct SocketError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The connection's file descriptor.
    public let descriptor: Int32

    /// Connects to `127.0.0.1:port` and sends `first` at once, on the same thread: no task switch
    /// comes between the two, so a busy test process cannot make a short header timeout expire
    /// before the bytes leave.
    public static func connect(port: Int, sending first: [UInt8] = []) async throws -> RawSocket {
        try await onThread {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw SocketError(description: "socket() failed: \(errno)") }
            var address = ListeningSocket.loopback(port: port)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                Glibc.close(fd)
                throw SocketError(description: "connect() failed: \(errno)")
            }
            try sendAll(fd, first)
            return RawSocket(descriptor: fd)
        }
    }

    /// ``connect(port:sending:)`` with text as UTF-8.
    public static func connect(port: Int, sending first: String) async throws -> RawSocket {
        try await connect(port: port, sending: Array(first.utf8))
    }

    /// Sends `bytes`; fails when the server has already closed (EPIPE/ECONNRESET).
    public func send(_ bytes: [UInt8]) async throws {
        let fd = descriptor
        try await Self.onThread { try Self.sendAll(fd, bytes) }
    }

    private static func sendAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw SocketError(description: "send() failed: \(errno)") }
            offset += sent
        }
    }

    /// ``send(_:)`` with text as UTF-8.
    public func send(_ text: String) async throws {
        try await send(Array(text.utf8))
    }

    /// Reads until the server closes the connection or `limit` passes (then `closed` is false).
    public func readToEnd(limit: Duration = .seconds(60)) async throws -> Received {
        try await read(limit: limit) { _ in false }
    }

    /// Reads until one complete response with a `Content-Length` body has arrived, the server
    /// closes, or `limit` passes.
    public func readResponse(limit: Duration = .seconds(60)) async throws -> Received {
        try await read(limit: limit) { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { return false }
            let head = text[..<end.lowerBound].lowercased()
            guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            else { return false }
            return text[end.upperBound...].utf8.count >= length
        }
    }

    /// Closes the descriptor.
    public func close() {
        Glibc.close(descriptor)
    }

    /// Ends the connection in both directions at once; the descriptor stays open until ``close()``.
    public func shutDown() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private func read(limit: Duration, complete: @escaping @Sendable ([UInt8]) -> Bool) async throws -> Received {
        let fd = descriptor
        return try await Self.onThread {
            let deadline = ContinuousClock.now + limit
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while !complete(bytes) {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return Received(bytes: bytes, closed: false) }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let milliseconds = Int32(
                    remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
                let ready = poll(&poller, 1, milliseconds)
                if ready < 0 && errno != EINTR { throw SocketError(description: "poll() failed: \(errno)") }
                if ready <= 0 { continue }
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count == 0 { return Received(bytes: bytes, closed: true) }
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    if errno == ECONNRESET { return Received(bytes: bytes, closed: true) }
                    throw SocketError(description: "recv() failed: \(errno)")
                }
                bytes.append(contentsOf: chunk[..<count])
            }
            return Received(bytes: bytes, closed: false)
        }
    }

    /// Runs blocking `work` on a new thread and returns its result.
    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
