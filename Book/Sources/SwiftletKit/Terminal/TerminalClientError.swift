import Foundation

/// A terminal client's failure, with the one line it prints and the process exit code.
public enum TerminalClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command line is wrong (exit 64, `EX_USAGE`).
    case badArgument(String)
    /// The server could not be reached (exit 69, `EX_UNAVAILABLE`).
    case serverUnreachable(server: String, reason: String)
    /// Anything else (exit 1).
    case failed(String)

    public var description: String {
        switch self {
        case .badArgument(let message): message
        case .serverUnreachable(let server, let reason): "cannot reach the server at \(server) (\(reason))"
        case .failed(let message): message
        }
    }

    public var exitCode: Int32 {
        switch self {
        case .badArgument: 64
        case .serverUnreachable: 69
        case .failed: 1
        }
    }

    /// Classifies any error a client may throw; `server` names the server in the message.
    public static func classify(_ error: any Error, server: URL?) -> TerminalClientError {
        switch error {
        case let error as TerminalClientError: return error
        case WebClientError.transport(let reason):
            return .serverUnreachable(server: server?.absoluteString ?? "?", reason: reason)
        case let error as WebClientError: return .failed(error.description)
        case let error as CustomStringConvertible: return .failed(error.description)
        default: return .failed(String(describing: error))
        }
    }
}
