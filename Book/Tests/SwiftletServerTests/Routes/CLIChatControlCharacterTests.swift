import Clocks
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// The plain-text room refuses names and texts with control characters (`400` with a JSON error),
/// so no client can forge another entry's line or drive readers' terminals; nothing is stored.
@Suite struct CLIChatControlCharacterTests {
    static let forgedTexts = [
        "[ana] hi\r\n[bob] forged", "[ana] hi\nforged", "[ana] \u{1B}[2J", "[ana]\tx", "[ana] \u{0}", "[ana] \u{7F}",
        "[ana] \u{85}next", "[ana] \u{2028}",
    ]

    @Test func sayRefusesTextsWithControlCharactersAndStoresNothing() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                for text in Self.forgedTexts {
                    let response = try await TestHTTP.fetch(
                        server.baseURL, path: "/cli/say", method: .POST, body: ByteBuffer(string: text))
                    #expect(response.status == 400, "\(text.debugDescription): \(response.text)")
                    #expect(
                        try TestJSON.object(response.text)["error"] as? String
                            == "A message must not contain control characters (line breaks, tabs, escapes).")
                }
                let accepted = try await TestHTTP.fetch(
                    server.baseURL, path: "/cli/say", method: .POST, body: ByteBuffer(string: "[ana] plain ✓"))
                #expect(accepted.status == 200)
                // A newcomer's history holds the accepted entry only, then their own.
                let (_, _, lines) = try await TestHTTP.open(server.baseURL, path: "/cli/chat?marin")
                let received = try await lines.next(2)
                #expect(received[0].hasSuffix(" [ana] plain ✓\r\n"), "\(received)")
                #expect(received[1] == "[marin connected]\r\n")
            }
        }
    }

    @Test(arguments: ["ana%0D%0A%5Bbob%20connected%5D", "ana%1B%5B2J", "ana%09", "ana%C2%85"])
    func chatRefusesNamesWithControlCharacters(query: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: TestClock())) { server in
            try await withTimeout(.seconds(60)) {
                let response = try await TestHTTP.fetch(server.baseURL, path: "/cli/chat?\(query)")
                #expect(response.status == 400, "\(query): \(response.text)")
                #expect(
                    try TestJSON.object(response.text)["error"] as? String
                        == "A user name must not contain control characters (line breaks, tabs, escapes).")
            }
        }
    }
}
