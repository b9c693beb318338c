import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct WebClientNetworkTests {
    let client = WebClient()

    @Test func decodesJSONFromTheServer() async throws {
        try await withBookServer { server in
            let symbols = try await client.decoded([String].self, for: .get(server.url("/littlejohn/symbols")))
            #expect(symbols.contains("AAPL") && symbols.count == 9)
            let files = try await client.decoded([ServerFile].self, for: .get(server.url("/files/list")))
            #expect(files.count == 6)
            // Dates use the server's convention (seconds since 2001): the files are about a month old.
            #expect(files.allSatisfy { abs($0.date.timeIntervalSinceNow) < 40 * 86_400 })
        }
    }

    @Test func aBadStatusIsATypedErrorCarryingTheErrorBody() async throws {
        try await withBookServer { server in
            let error = await #expect(throws: WebClientError.self) {
                try await client.data(for: .get(server.url("/no/such/route")))
            }
            guard case .badStatus(404, let body)? = error else {
                Issue.record("expected a 404, got \(String(describing: error))")
                return
            }
            #expect(body.contains("error"))
        }
    }

    @Test func aBodyThatDoesNotDecodeIsADecodingError() async throws {
        try await withBookServer { server in
            await #expect {
                try await client.decoded([String].self, for: .get(server.url("/files/status")))
            } throws: { error in
                if case WebClientError.decoding(type: "Array<String>", reason: _) = error { return true }
                return false
            }
        }
    }

    @Test func aServerThatIsDownIsATransportError() async throws {
        let port = try await withBookServer { server in server.port }
        await #expect(throws: WebClientError.transport("connection refused")) {
            try await client.data(for: .get(URL(string: "http://127.0.0.1:\(port)/hello")!))
        }
    }
}
