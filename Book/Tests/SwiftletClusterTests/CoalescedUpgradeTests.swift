import Foundation
import HummingbirdWSClient
import Logging
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A server's first WebSocket messages can reach the client in the same read as the `101` that
/// upgrades the connection (a busy client reads both at once). The dialler must see them.
@Suite(.timeLimit(.minutes(1))) struct CoalescedUpgradeTests {
    /// A server that answers each upgrade with the `101` and `frames` in one write, then ends the
    /// connection (`thenEnds`) or waits for the client to close it.
    static func upgradingServer(sending frames: [UInt8], thenEnds: Bool) throws -> ListeningSocket {
        let server = try ListeningSocket()
        server.acceptEach { connection in
            defer { close(connection) }
            guard let head = ListeningSocket.readRequestHead(from: connection),
                let key = Self.header("Sec-WebSocket-Key", in: head)
            else { return }
            let accept = Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
                .base64EncodedString()
            let response =
                "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Accept: \(accept)\r\n\r\n"
            let bytes = Array(response.utf8) + frames
            _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            if thenEnds {
                shutdown(connection, Int32(SHUT_WR))
            } else {
                var sink = [UInt8](repeating: 0, count: 256)
                _ = sink.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            }
        }
        return server
    }

    /// The text messages a WebSocket client gets from `server` within `limit`.
    static func messages(from server: ListeningSocket, within limit: Duration) async -> [String] {
        let received = Mutex<[String]>([])
        var logger = Logger(label: "coalesced")
        logger.logLevel = .warning
        _ = try? await withTimeout(limit) { [logger] in
            try await WebSocketClient.connect(url: "ws://127.0.0.1:\(server.port)/", logger: logger) {
                inbound, outbound, _ in
                for try await frame in inbound {
                    received.withLock { $0.append(String(buffer: frame.data)) }
                }
                try? await outbound.close(.normalClosure, reason: nil)
            }
        }
        return received.withLock { $0 }
    }

    @Test func aMessageInTheSameReadAsTheUpgradeResponseReachesTheClient() async throws {
        // An unmasked text frame "first" right behind the response; the client closes.
        let server = try Self.upgradingServer(sending: [0x81, 5] + Array("first".utf8), thenEnds: false)
        defer { server.shutDown() }
        #expect(await Self.messages(from: server, within: .seconds(3)).first == "first")
    }

    @Test func aMessageAndTheEndOfTheConnectionInTheSameReadAsTheUpgradeReachTheClient() async throws {
        // The response, a text frame, a close frame, then the end of the connection, at once.
        let server = try Self.upgradingServer(
            sending: [0x81, 5] + Array("first".utf8) + [0x88, 2, 0x03, 0xE8], thenEnds: true)
        defer { server.shutDown() }
        // Bounded short: the client that loses the end waits for ever.
        let received = await Self.messages(from: server, within: .seconds(3))
        // swift-nio 2.x: when the end of the connection arrives while the client still removes its
        // HTTP decoder, the decoder drops the bytes it holds (`HTTPDecoder.decodeLast` keeps left-over
        // bytes only without EOF) and the end is passed on before the WebSocket handlers exist: the
        // client then waits for ever. Our code never needs this order (a node answers a dialler
        // before it closes, and a dial is bounded by `handshakeTimeout`); the handshake test reads
        // with a raw socket. Alone, this test loses them every time; beside other suites the
        // client sometimes reads the `101` before the rest arrives, so the issue is intermittent.
        withKnownIssue(
            "swift-nio's client upgrade loses frames and the end that arrive during the upgrade", isIntermittent: true
        ) {
            #expect(received == ["first"])
        }
    }

    static func header(_ name: String, in head: [UInt8]) -> String? {
        String(decoding: head, as: UTF8.self).split(separator: "\r\n").lazy.compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == name.lowercased() else { return nil }
            return parts[1].trimmingCharacters(in: .whitespaces)
        }.first
    }
}

/// SHA-1 (RFC 3174), only for the `Sec-WebSocket-Accept` value a raw test server computes.
enum SHA1 {
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var data = message + [0x80]
        while data.count % 64 != 56 { data.append(0) }
        let bits = UInt64(message.count) * 8
        data += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        for chunk in stride(from: 0, to: data.count, by: 64) {
            var w = (0..<16).map { i in
                (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(data[chunk + 4 * i + $1]) }
            }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w.append(x << 1 | x >> 31)
            }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let (f, k): (UInt32, UInt32) =
                    switch i {
                    case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
                    case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
                    case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                    default: (b ^ c ^ d, 0xCA62_C1D6)
                    }
                let t = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, t)
            }
            for (i, v) in [a, b, c, d, e].enumerated() { h[i] &+= v }
        }
        return h.flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32($0))) } }
    }
}
