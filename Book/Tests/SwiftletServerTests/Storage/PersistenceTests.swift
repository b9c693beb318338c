import Clocks
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// Chat history, CLI lines and user activity survive a restart on the same data directory.
@Suite struct PersistenceTests {
    @Test func aRestartKeepsHistoryAndActivity() async throws {
        let directory = try TestServers.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = TestServers.configuration(clock: TestClock(), dataDirectory: directory)

        try await BookServer.withRunning(configuration) { server in
            for number in 1...5 {
                _ = try await ChatRoutesTests.say(server, user: "ana", "before restart \(number)")
            }
            _ = try await TestHTTP.fetch(
                server.baseURL, path: "/cli/say", method: .POST, body: ByteBuffer(string: "[ana] kept"))
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("swiftlet.sqlite").path))

        try await BookServer.withRunning(configuration) { server in
            try await withTimeout(.seconds(60)) {
                let (_, _, lines) = try await TestHTTP.open(server.baseURL, path: "/chat/room?marin")
                let received = try await lines.next(4)
                #expect(received[0] == "{\"activeUsers\":2}\r\n")
                let texts = try received.dropFirst().map {
                    try JSONDecoder().decode(ChatMessage.self, from: Data($0.utf8)).message
                }
                #expect(texts == ["before restart 3", "before restart 4", "before restart 5"])

                let (_, _, cli) = try await TestHTTP.open(server.baseURL, path: "/cli/chat?marin")
                #expect(try await cli.next()?.hasSuffix(" [ana] kept\r\n") == true)
            }
        }
    }
}
