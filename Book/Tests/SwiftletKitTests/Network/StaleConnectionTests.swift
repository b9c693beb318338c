import AsyncHTTPClient
import Foundation
import NIOCore
import SwiftletHTTP
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

#if canImport(Glibc)
    import Glibc
#endif

/// A kept-alive connection the server closed (a restart, an idle timeout) can be reused by the
/// client in the moment before it notices: a GET then goes out again on a new connection, once; a
/// POST is never sent twice.
@Suite(.timeLimit(.minutes(1))) struct StaleConnectionTests {
    /// A server that answers the first request of its first connection, keeps it open, reads the
    /// second request on it and closes without answering; later connections get one answer each.
    /// `requests` counts the requests it saw, per connection.
    static func closingServer(counting requests: Requests) throws -> ListeningSocket {
        let server = try ListeningSocket()
        server.acceptEach { connection in
            Thread { serve(connection) }.start()
        }
        @Sendable func serve(_ connection: Int32) {
            defer { close(connection) }
            let number = requests.counts.withLock { counts in
                counts.append(0)
                return counts.count
            }
            func answer(_ text: String) {
                let response = "HTTP/1.1 200 OK\r\nContent-Length: \(text.utf8.count)\r\n\r\n\(text)"
                _ = Array(response.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            }
            guard ListeningSocket.readRequestHead(from: connection) != nil else { return }
            requests.counts.withLock { $0[number - 1] += 1 }
            answer("answer \(number)")
            guard number == 1, ListeningSocket.readRequestHead(from: connection) != nil else { return }
            requests.counts.withLock { $0[number - 1] += 1 }
            // Closed without an answer, as a server that went away under a reused connection.
        }
        return server
    }

    /// Runs `body` with a client that keeps one connection per host (a second request waits for the
    /// first's connection and reuses it rather than opening another), shut down afterwards.
    static func withOneConnectionClient(_ body: (WebClient) async throws -> Void) async throws {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 1
        configuration.connectionPool.retryConnectionEstablishment = false
        let http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        do {
            try await body(WebClient(httpClient: http))
        } catch {
            try? await http.shutdown()
            throw error
        }
        try await http.shutdown()
    }

    final class Requests: Sendable {
        let counts = Mutex<[Int]>([])
    }

    @Test func aGetOnAConnectionTheServerClosedIsSentAgainOnANewOne() async throws {
        let requests = Requests()
        let server = try Self.closingServer(counting: requests)
        defer { server.shutDown() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/hello")!
        try await Self.withOneConnectionClient { client in
            let first = try await withTimeout(.seconds(20)) { try await client.text(for: .get(url)) }
            #expect(first == "answer 1")
            let second = try await withTimeout(.seconds(20)) { try await client.text(for: .get(url)) }
            #expect(second == "answer 2")
            #expect(requests.counts.withLock { $0 } == [2, 1])
        }
    }

    @Test func aPostOnAConnectionTheServerClosedIsNotSentTwice() async throws {
        let requests = Requests()
        let server = try Self.closingServer(counting: requests)
        defer { server.shutDown() }
        let url = URL(string: "http://127.0.0.1:\(server.port)/hello")!
        try await Self.withOneConnectionClient { client in
            _ = try await withTimeout(.seconds(20)) { try await client.text(for: .get(url)) }
            await #expect(throws: WebClientError.self) {
                try await withTimeout(.seconds(20)) {
                    // No body: the raw server reads request heads only.
                    try await client.text(for: WebRequest(url: url, method: .post))
                }
            }
            #expect(requests.counts.withLock { $0 } == [2])
        }
    }

    @Test func onlyAClosedConnectionCountsAsStale() {
        #expect(WebClient.isStaleConnection(ChannelError.ioOnClosedChannel))
        #expect(WebClient.isStaleConnection(HTTPClientError.remoteConnectionClosed))
        #expect(!WebClient.isStaleConnection(HTTPClientError.connectTimeout))
        #expect(!WebClient.isStaleConnection(CancellationError()))
    }

    /// The race above, against our own server, is closed at its source: the shared client drops an
    /// idle connection well before the book server would, so a `POST` after a pause (Space Photos'
    /// Save) never takes a connection the server is closing.
    @Test func theSharedClientDropsIdleConnectionsBeforeTheBookServerDoes() {
        #expect(WebClient.pooledConnectionIdleTimeout <= ConnectionLimits().idleTimeout / 2)
    }
}
