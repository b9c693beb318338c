import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``WebServer`` could not serve. Its `description` is one line, meant to follow `error: `.
public enum WebServerError: Error, Equatable, CustomStringConvertible {
    /// Another process already listens on `host:port`.
    case portInUse(host: String, port: Int)
    /// The address could not be bound for another reason (for example an unknown host name).
    case cannotListen(host: String, port: Int, reason: String)

    init(binding error: IOError, host: String, port: Int) {
        if error.errnoCode == EADDRINUSE {
            self = .portInUse(host: host, port: port)
        } else {
            self = .cannotListen(host: host, port: port, reason: "\(error)")
        }
    }

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "port \(port) is already in use on \(host); stop the other server or choose another port with --port"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)"
        }
    }
}
