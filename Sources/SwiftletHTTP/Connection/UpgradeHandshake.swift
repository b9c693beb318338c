import Foundation
import NIOCore
import NIOHTTP1

/// What the request guard does with a request head, as far as protocol upgrades go.
///
/// The guard is the one place that decides whether a connection switches protocols, by the rules
/// NIO's upgrader applies (the canonical form of the list headers, `Upgrade` tokens compared
/// without case), only stricter: a request NIO would upgrade either passes every check of a
/// WebSocket handshake or is refused, and a request NIO must not upgrade loses its `Upgrade`
/// header before NIO sees it.
enum UpgradeDecision: Equatable {
    /// No `Upgrade` header: an ordinary request.
    case none
    /// A well-formed WebSocket handshake on the first request of an upgradable connection: NIO's
    /// upgrader takes it (and Hummingbird answers `400` when its route does not upgrade).
    case webSocket
    /// Any other `Upgrade` (another protocol, a later request, a connection that does not upgrade):
    /// served as plain HTTP without its `Upgrade` header, as the connection's last response (the
    /// request decoder may have stopped reading further requests after it).
    case plainThenClose
    /// Refused with `status`, a JSON error saying `message`, `headers` (complete header lines)
    /// and a closed connection.
    case refuse(HTTPResponseStatus, String, headers: [String] = [])
}

/// The rules for requests that ask for a protocol upgrade (and for `CONNECT`, which HTTP/1's
/// parser also treats as one).
enum UpgradeHandshake {
    /// How to treat `head`, the `firstRequest` of its connection or not, on a connection that
    /// can (`upgradable`) or cannot switch to WebSocket.
    static func decide(_ head: HTTPRequestHead, firstRequest: Bool, upgradable: Bool) -> UpgradeDecision {
        if head.method == .CONNECT {
            // The parser stops reading the connection after a CONNECT; no route here tunnels.
            return .refuse(
                .methodNotAllowed, "CONNECT is not supported.",
                headers: ["Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"])
        }
        guard head.headers.contains(name: "upgrade") else { return .none }
        let protocols = head.headers[canonicalForm: "upgrade"]
        let asksForWebSocket = protocols.contains { $0.lowercased() == "websocket" }
        guard asksForWebSocket, firstRequest, upgradable else { return .plainThenClose }
        return checkWebSocketHandshake(head)
    }

    /// The headers whose values must be printable ASCII in a WebSocket handshake.
    private static let handshakeHeaders = [
        "upgrade", "connection", "sec-websocket-key", "sec-websocket-version", "sec-websocket-extensions",
        "sec-websocket-protocol",
    ]

    /// `.webSocket` when `head` is a complete, unambiguous WebSocket handshake (RFC 6455 §4.2.1),
    /// otherwise the refusal that says what is wrong.
    static func checkWebSocketHandshake(_ head: HTTPRequestHead) -> UpgradeDecision {
        func badRequest(_ message: String) -> UpgradeDecision { .refuse(.badRequest, message) }
        for name in handshakeHeaders where head.headers[name].contains(where: { !isPrintableASCII($0) }) {
            return badRequest("The WebSocket handshake header \(name) holds a control or non-ASCII byte.")
        }
        guard head.method == .GET else { return badRequest("A WebSocket handshake must be a GET request.") }
        guard head.version == .http1_1 else { return badRequest("A WebSocket handshake must be HTTP/1.1.") }
        guard head.headers[canonicalForm: "connection"].contains(where: { $0.lowercased() == "upgrade" }) else {
            return badRequest("A WebSocket handshake needs Connection: Upgrade.")
        }
        if head.headers.contains(name: "transfer-encoding")
            || head.headers["content-length"].contains(where: { trimmed($0) != "0" })
        {
            return badRequest("A WebSocket handshake cannot carry a body.")
        }
        let keys = head.headers["sec-websocket-key"]
        guard keys.count == 1, let key = keys.first, isWebSocketKey(trimmed(key)) else {
            return badRequest("A WebSocket handshake needs exactly one Sec-WebSocket-Key of 16 base64-encoded bytes.")
        }
        let versions = head.headers["sec-websocket-version"]
        guard versions.count == 1, let version = versions.first.map(trimmed) else {
            return badRequest("A WebSocket handshake needs exactly one Sec-WebSocket-Version.")
        }
        if version == "13" { return .webSocket }
        if !version.isEmpty, version.utf8.count <= 3, version.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            return .refuse(
                .upgradeRequired, "Only WebSocket version 13 is supported.", headers: ["Sec-WebSocket-Version: 13"])
        }
        return badRequest("Sec-WebSocket-Version must be the single number 13.")
    }

    /// Whether `value` is a key of 16 bytes in base64 (24 characters with padding).
    static func isWebSocketKey(_ value: String) -> Bool {
        value.utf8.count == 24 && Data(base64Encoded: value)?.count == 16
    }

    /// `value` without the spaces and tabs around it.
    static func trimmed(_ value: String) -> String {
        value.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    /// Whether `value` has only visible ASCII, spaces and tabs (a byte the parser let through as
    /// something else shows up as U+FFFD and fails here).
    static func isPrintableASCII(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 == 0x09 || (0x20...0x7E).contains($0) }
    }
}
