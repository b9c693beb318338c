import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP client to `127.0.0.1` with a tiny receive buffer (`SO_RCVBUF` set before connecting, so
/// the advertised window stays small): a client that reads nothing fills it at once and then
/// shows the server a zero window. Reads are bounded by `poll` deadlines and run on threads of
/// their own, never on the cooperative pool.
struct TinyWindowClient: Sendable {
    let descriptor: Int32

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Connects with a receive buffer of `receiveBuffer` bytes and sends `request`.
    static func connect(port: Int, receiveBuffer: Int32 = 4096, sending request: String) async throws -> Self {
        try await onThread {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
            var size = receiveBuffer
            _ = setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                Glibc.close(fd)
                throw Failure(description: "connect() failed: \(errno)")
            }
            let bytes = Array(request.utf8)
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent > 0 else {
                    Glibc.close(fd)
                    throw Failure(description: "send() failed: \(errno)")
                }
                offset += sent
            }
            return TinyWindowClient(descriptor: fd)
        }
    }

    /// Reads at most `count` bytes, waiting up to `limit` for the first; returns what arrived
    /// (empty when nothing did) and whether the server has closed the connection.
    func read(upTo count: Int, limit: Duration = .seconds(5)) async throws -> (bytes: [UInt8], closed: Bool) {
        let fd = descriptor
        return try await Self.onThread {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(
                limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, milliseconds) > 0 else { return ([], false) }
            var chunk = [UInt8](repeating: 0, count: count)
            let received = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if received == 0 { return ([], true) }
            if received < 0 {
                if errno == ECONNRESET { return ([], true) }
                throw Failure(description: "recv() failed: \(errno)")
            }
            return (Array(chunk[..<received]), false)
        }
    }

    /// Reads everything until the server closes (or `limit` passes without a byte); returns the
    /// bytes and whether it closed.
    func drain(limit: Duration = .seconds(10)) async throws -> (bytes: [UInt8], closed: Bool) {
        var all: [UInt8] = []
        while true {
            let (bytes, closed) = try await read(upTo: 65_536, limit: limit)
            if closed { return (all, true) }
            if bytes.isEmpty { return (all, false) }
            all += bytes
        }
    }

    func close() {
        Glibc.close(descriptor)
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
