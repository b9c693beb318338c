import Clocks
import Foundation
import NIOCore
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/cli/chat` and `/cli/say` over a real port, on a test clock.
@Suite struct CLIChatRoutesTests {
    @Test func newcomerGetsTheLastThreeLinesThenTheirConnectedEntry() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(TestServers.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(60)) {
                for number in 1...4 {
                    let reply = try await TestHTTP.fetch(
                        server.baseURL,
                        path: "/cli/say",
                        method: .POST,
                        body: ByteBuffer(string: "[ana] line \(number)")
                    )
                    #expect(reply.status == 200)
                    #expect(reply.text == "OK")
                }
                let (status, headers, lines) = try await TestHTTP.open(server.baseURL, path: "/cli/chat?marin")
                #expect(status == 200)
                #expect(headers.first(name: "content-type") == "application/octet-stream")
                // History (3 lines) and the connected entry, which ends in its own CRLF.
                let received = try await lines.next(5)
                #expect(received.allSatisfy { $0.hasSuffix("\r\n") })
                #expect(received[0].hasSuffix(" [ana] line 2\r\n"))
                #expect(received[1].hasSuffix(" [ana] line 3\r\n"))
                #expect(received[2].hasSuffix(" [ana] line 4\r\n"))
                #expect(received[3] == "[marin connected]\r\n")
                #expect(received[4] == "\r\n")
                // A time stamp precedes each said line.
                #expect(received[0].first?.isNumber == true)

                _ = try await TestHTTP.fetch(
                    server.baseURL, path: "/cli/say", method: .POST, body: ByteBuffer(string: "[ana] later"))
                clock.advanceInBackground(by: .seconds(1))
                #expect(try await lines.next()?.hasSuffix(" [ana] later\r\n") == true)
            }
        }
    }

    @Test(arguments: [
        ("", 400), (String(repeating: "x", count: 4097), 400), (String(repeating: "x", count: 17_000), 413),
    ])
    func sayRejectsBadBodies(body: String, status: Int) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: TestClock())) { server in
            let response = try await TestHTTP.fetch(
                server.baseURL, path: "/cli/say", method: .POST, body: ByteBuffer(string: body))
            #expect(response.status == status)
            #expect(try TestJSON.object(response.text)["error"] is String)
        }
    }
}
