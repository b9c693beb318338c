import Glibc

/// A minimal IPv4 UDP socket for discovery: bind, multicast membership, send, and receive with a
/// timeout (so the thread reading it can notice it should stop). Not thread-safe by itself: one
/// thread receives, sends are single system calls. Closed by ``close()`` once, by its owner.
final class UDPSocket {
    /// Why a socket operation failed: the call and `errno`'s text.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ call: String) { description = "\(call): \(String(cString: strerror(errno)))" }
    }

    private(set) var descriptor: Int32
    /// The port the socket is bound to.
    private(set) var port: UInt16 = 0

    /// A socket bound to `host:port` (port 0: any free one). `shared` lets several sockets bind the
    /// same port (SO_REUSEADDR and SO_REUSEPORT), as every node on one host does for the multicast port.
    init(host: String, port: UInt16, shared: Bool = false) throws {
        descriptor = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket") }
        do {
            if shared {
                try setOption(SOL_SOCKET, SO_REUSEADDR, 1)
                try setOption(SOL_SOCKET, SO_REUSEPORT, 1)
            }
            // A receive waits at most 100 ms, so the reading thread checks for its stop often.
            var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
            guard setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size)) == 0
            else { throw Failure("setsockopt(SO_RCVTIMEO)") }
            var address = try Self.address(host, port)
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw Failure("bind \(host):\(port)") }
            var local = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            self.port = UInt16(bigEndian: local.sin_port)
        } catch {
            Glibc.close(descriptor)
            descriptor = -1
            throw error
        }
    }

    deinit { close() }

    /// Closes the socket (once).
    func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    /// Joins the multicast `group` on the default interface, sending with TTL 1 (this network only)
    /// and looping our own datagrams back to this host's other sockets.
    func joinMulticast(_ group: String) throws {
        var request = ip_mreq()
        guard inet_pton(AF_INET, group, &request.imr_multiaddr) == 1 else { throw Failure("inet_pton \(group)") }
        request.imr_interface.s_addr = INADDR_ANY
        guard
            setsockopt(
                descriptor, Int32(IPPROTO_IP), IP_ADD_MEMBERSHIP, &request, socklen_t(MemoryLayout<ip_mreq>.size))
                == 0
        else { throw Failure("IP_ADD_MEMBERSHIP \(group)") }
        try setOption(Int32(IPPROTO_IP), IP_MULTICAST_TTL, 1)
        try setOption(Int32(IPPROTO_IP), IP_MULTICAST_LOOP, 1)
    }

    /// Sends `bytes` to `host:port` without blocking; false when the datagram could not be sent.
    @discardableResult func send(_ bytes: [UInt8], to host: String, port: UInt16) -> Bool {
        guard descriptor >= 0, var address = try? Self.address(host, port) else { return false }
        let sent = bytes.withUnsafeBytes { buffer in
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(
                        descriptor, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT), $0,
                        socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        return sent == bytes.count
    }

    /// Waits up to 100 ms for one datagram; its first `capacity` bytes and the sender's IP address,
    /// or nil on timeout (or when closed). A longer datagram is truncated, which the caller's size
    /// check then refuses.
    func receive(capacity: Int) -> (bytes: [UInt8], host: String)? {
        guard descriptor >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: capacity + 1)
        var source = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let count = buffer.withUnsafeMutableBytes { raw in
            withUnsafeMutablePointer(to: &source) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    recvfrom(descriptor, raw.baseAddress, raw.count, 0, $0, &length)
                }
            }
        }
        guard count >= 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        _ = inet_ntop(AF_INET, &source.sin_addr, &text, socklen_t(INET_ADDRSTRLEN))
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (Array(buffer.prefix(count)), host)
    }

    /// This machine's IPv4 addresses (every interface's), so a datagram looped back from our own LAN
    /// address is recognised as coming from this host.
    static func localAddresses() -> Set<String> {
        var result: Set<String> = ["127.0.0.1"]
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return result }
        defer { freeifaddrs(list) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            if let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
                var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    var ip = ipv4.pointee.sin_addr
                    _ = inet_ntop(AF_INET, &ip, &text, socklen_t(INET_ADDRSTRLEN))
                }
                result.insert(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            cursor = entry.pointee.ifa_next
        }
        return result
    }

    private func setOption(_ level: Int32, _ name: Int32, _ value: Int32) throws {
        var value = value
        guard setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            throw Failure("setsockopt(\(name))")
        }
    }

    private static func address(_ host: String, _ port: UInt16) throws -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw Failure("inet_pton \(host)") }
        return address
    }
}
