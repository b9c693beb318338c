#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// TCP port checks on the app's address, made before anything is started.
enum Ports {
    /// The IPv4 address to probe for `host` (names other than `localhost` and addresses other than
    /// IPv4 are probed on the loopback address).
    static func probeAddress(for host: String) -> String {
        var address = in_addr()
        if host != "0.0.0.0", inet_pton(AF_INET, host, &address) == 1 { return host }
        return "127.0.0.1"
    }

    /// A port nobody listens on now (bound to 0 and released), or nil.
    static func freePort(host: String) -> Int? {
        bind(host: probeAddress(for: host), port: 0)
    }

    /// Whether binding `host:port` fails because it is taken.
    static func isInUse(host: String, port: Int) -> Bool {
        bind(host: host == "0.0.0.0" ? host : probeAddress(for: host), port: port) == nil
    }

    /// Whether something accepts connections on `host:port` now.
    static func answers(host: String, port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = socketAddress(probeAddress(for: host), port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Binds (with SO_REUSEADDR, as servers do) and returns the bound port, or nil when it fails.
    private static func bind(host: String, port: Int) -> Int? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = socketAddress(host, port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard bound, listen(socket, 1) == 0 else { return nil }
        var result = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &result) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) == 0 }
        }
        return named ? Int(UInt16(bigEndian: result.sin_port)) : nil
    }

    private static func socketAddress(_ host: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(truncatingIfNeeded: port).bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        return address
    }
}
