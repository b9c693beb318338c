import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The apps' shared streaming client against a server that is up but slow to take connections.
@Suite(.timeLimit(.minutes(2))) struct BlabberSlowServerTests {
    /// On a loaded machine a connection to a live server can take seconds (the event loops lag). The
    /// client once gave a request 3 s to get its connection and failed the chat with "timed out
    /// connecting to the server"; here the connection takes about 4 s, and the chat must start.
    @Test func aServerThatTakesSecondsToAcceptStillGetsTheChat() async throws {
        let listener = try LateAcceptingListener(acceptAfter: 3.5, response: "{\"activeUsers\":1}\r\n")
        defer { listener.stop() }
        try await withTimeout(.seconds(60)) { @MainActor in
            let model = BlabberModel(server: URL(string: "http://127.0.0.1:\(listener.port)")!)
            model.username = "vera"
            let (chat, outcome) = ChatOutcome.start(model)
            while model.messages.isEmpty {
                if let error = outcome.error {
                    Issue.record("The chat failed: \(error)")
                    return
                }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(model.messages.first?.message == "1 active users")
            chat.cancel()
            await #expect(throws: CancellationError.self) { try await chat.value }
        }
    }
}

/// A loopback listener whose queue of unaccepted connections is full until `acceptAfter` seconds
/// have passed, so the kernel drops new connection attempts (the client retries its SYN) until then;
/// after that it accepts everything and answers every request with a 200 whose body starts with
/// `response` and stays open.
private final class LateAcceptingListener: Sendable {
    let port: Int
    private let socket: ListeningSocket
    /// The connections that fill the queue; closed by `stop()`.
    private let fillers: [Int32]

    init(acceptAfter seconds: Double, response: String) throws {
        // A backlog of 0 holds one connection; a few more make sure the queue is full.
        let socket = try ListeningSocket(backlog: 0)
        self.socket = socket
        port = socket.port
        fillers = (0..<3).map { _ in socket.startConnection() }
        let answer = Array("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n\r\n\(response)".utf8)
        socket.acceptEach(after: seconds) { connection in
            Thread {
                if ListeningSocket.readRequestHead(from: connection) != nil {
                    _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    // Open until the client leaves.
                    var buffer = [UInt8](repeating: 0, count: 512)
                    while buffer.withUnsafeMutableBytes({ recv(connection, $0.baseAddress, $0.count, 0) }) > 0 {}
                }
                Glibc.close(connection)
            }.start()
        }
    }

    /// Ends the accepting loop and closes the fillers (whose server sides then end too).
    func stop() {
        socket.shutDown()
        for filler in fillers { Glibc.close(filler) }
    }
}
