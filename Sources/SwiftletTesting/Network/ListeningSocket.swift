import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket listening on `127.0.0.1`, on a port the kernel picked, for tests that play a
/// misbehaving server (one that closes before answering, or takes seconds to accept).
///
/// A value type over a descriptor: ``acceptEach(after:_:)`` accepts on a thread of its own until
/// ``shutDown()``, then closes it.
public struct ListeningSocket: Sendable {
    /// The listening socket's file descriptor.
    public let descriptor: Int32
    /// The port it listens on.
    public let port: Int

    /// Binds to a free loopback port and listens, keeping up to `backlog` connections that have not
    /// been accepted yet (the kernel drops new connection attempts beyond them, and clients retry).
    public init(backlog: Int32 = 16) throws {
        let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listening >= 0 else { throw RawSocket.SocketError(description: "socket() failed: \(errno)") }
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listening, $0, length) == 0 && listen(listening, backlog) == 0
                    && getsockname(listening, $0, &length) == 0
            }
        }
        guard bound else {
            let failure = errno
            Glibc.close(listening)
            throw RawSocket.SocketError(description: "bind() or listen() failed: \(failure)")
        }
        descriptor = listening
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Starts a connection to this socket without waiting for it to be established (a non-blocking
    /// `connect`) and returns its descriptor, which the caller closes.
    public func startConnection() -> Int32 {
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var address = Self.loopback(port: port)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return connection
    }

    /// Accepts connections on a thread of its own, after waiting `delay` seconds (connection attempts
    /// queue, or are dropped once the backlog is full), and hands each to `handle`, which closes it.
    /// Ends when ``shutDown()`` makes `accept` fail, and only then closes the listening socket: a
    /// number closed while the loop still accepts could be reused by another test's socket, whose
    /// connections the loop would take.
    public func acceptEach(after delay: Double = 0, _ handle: @escaping @Sendable (Int32) -> Void) {
        let listening = descriptor
        Thread {
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            while true {
                let connection = accept(listening, nil, nil)
                guard connection >= 0 else {
                    Glibc.close(listening)
                    return
                }
                handle(connection)
            }
        }.start()
    }

    /// Reads from the accepted `connection` (blocking) until a blank line ends a request head;
    /// returns the bytes, or `nil` when the connection ended or failed first.
    public static func readRequestHead(from connection: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual("\r\n\r\n".utf8) {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            head += buffer[..<count]
        }
        return head
    }

    /// Reads one whole request from the accepted `connection` (blocking): its head, then as many
    /// body bytes as its `Content-Length` announces, so that closing the connection afterwards does
    /// not reset it under the client. Returns the head (request line and headers); `nil` when the
    /// connection ended or failed first, or sent nothing for `silence` seconds.
    public static func readRequest(from connection: Int32, silence: Int = 30) -> String? {
        var limit = timeval(tv_sec: silence, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        func receive() -> Bool {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            received += buffer[..<count]
            return true
        }
        let blankLine = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            guard receive() else { return nil }
            headEnd = received.indices.dropLast(3).first { received[$0..<$0 + 4].elementsEqual(blankLine) }
        }
        let bodyStart = (headEnd ?? 0) + 4
        let head = String(decoding: received[..<bodyStart], as: UTF8.self)
        let length =
            head.split(separator: "\r\n").compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        while received.count - bodyStart < length {
            guard receive() else { return nil }
        }
        return head
    }

    /// Wakes the thread blocked in `accept` on this socket, which then fails (and, in
    /// ``acceptEach(after:_:)``, closes the socket).
    public func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// `127.0.0.1:port` as a socket address.
    static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
