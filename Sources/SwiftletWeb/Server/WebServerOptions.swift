/// The command-line options of an app served by `App.main()`: `--host ADDRESS` (default
/// 127.0.0.1), `--port N` (default 8080; 0 picks a free port) and `--help`. Both `--port 8081` and
/// `--port=8081` are accepted.
@_spi(SwiftletEmbedding) public struct WebServerOptions: Sendable, Equatable {
    /// The address to listen on.
    public var host = "127.0.0.1"
    /// The port to listen on; 0 picks a free one.
    public var port = 8080
    /// `--allowed-host NAME` (repeatable): the host names pages may open their WebSocket for; empty:
    /// the listening address and `localhost` (see ``WebHostConfiguration/allowedHosts``).
    public var allowedHosts: [String] = []
    /// `--session-grace SECONDS`: how long a page's session outlives its dropped socket, waiting to be
    /// resumed (default 60 s; see ``WebHostConfiguration/sessionGrace``).
    public var sessionGrace: Duration = .seconds(60)
    /// `--trusted-proxy IP` (repeatable): reverse proxies whose `X-Forwarded-For` names the client,
    /// for the per-client caps of connections and sessions (a proxy itself is exempt from them).
    public var trustedProxies: [String] = []
    /// `--help` was given: print ``usage(command:)`` and exit.
    public var showsHelp = false

    /// The defaults: 127.0.0.1:8080.
    public init() {}

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``WebServerOptionsError`` for an unknown option, a missing value or a port outside
    ///   0...65535.
    public init(arguments: [String]) throws(WebServerOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--help", "-h":
                showsHelp = true
            case "--session-grace":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw .missingValue(name)
                }
                guard let seconds = Double(value), seconds >= 0, seconds <= 86_400 else {
                    throw .badSeconds(value)
                }
                sessionGrace = .milliseconds(Int64(seconds * 1000))
            case "--host", "--port", "--allowed-host", "--trusted-proxy":
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw .missingValue(name)
                }
                if name == "--allowed-host" {
                    allowedHosts.append(value)
                } else if name == "--trusted-proxy" {
                    trustedProxies.append(value)
                } else if name == "--host" {
                    host = value
                } else {
                    guard let number = Int(value), (0...65535).contains(number) else { throw .badPort(value) }
                    port = number
                }
            default:
                throw .unknownArgument(argument)
            }
        }
    }

    /// The help text for `command`.
    public static func usage(command: String) -> String {
        """
        USAGE: \(command) [--host <address>] [--port <port>] [--allowed-host <host> ...] [--trusted-proxy <ip> ...]
               [--session-grace <seconds>]

        Serves the app in the browser at http://<address>:<port>/ until Ctrl-C.

        OPTIONS:
          --host <address>  Address to listen on (default: 127.0.0.1).
          --port <port>     Port to listen on; 0 picks a free one (default: 8080).
          --allowed-host <host>
                            A host name (or name:port) pages may open their WebSocket for; repeatable
                            (default: the --host address and localhost). Behind a proxy: the name the
                            browser uses.
          --trusted-proxy <ip>
                            The address of a reverse proxy whose X-Forwarded-For names the client,
                            for the per-client caps; repeatable (default: none).
          --session-grace <seconds>
                            How long a page's session outlives its dropped connection, waiting for
                            the page to resume it (default: 60; 0: not at all).
          -h, --help        Show this help.
        """
    }
}

/// A command line ``WebServerOptions`` cannot accept; `description` is one line.
@_spi(SwiftletEmbedding) public enum WebServerOptionsError: Error, Equatable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(String)
    case badPort(String)
    case badSeconds(String)

    public var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument '\(argument)' (try --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .badPort(let value): "'\(value)' is not a port number (0...65535)"
        case .badSeconds(let value): "'\(value)' is not a number of seconds (0...86400)"
        }
    }
}
