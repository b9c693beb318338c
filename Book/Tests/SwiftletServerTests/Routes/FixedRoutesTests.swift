import Clocks
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// The routes with fixed bodies, in-process (no network).
@Suite struct FixedRoutesTests {
    private func withRouter(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let server = try BookServer(configuration: TestServers.configuration(clock: ImmediateClock()))
        try await withTimeout(.seconds(60)) {
            try await server.makeApplication().test(.router) { client in try await test(client) }
        }
    }

    @Test func helloAnswersWithTheDate() async throws {
        try await withRouter { client in
            do {
                let response = try await client.execute(uri: "/hello", method: .get) { $0 }
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                let text = String(buffer: response.body)
                #expect(text.hasPrefix("Hello! "))
                #expect(text.count > "Hello! ".count + 8)
            }
        }
    }

    @Test func symbolsAreTheNineInOrder() async throws {
        try await withRouter { client in
            do {
                let response = try await client.execute(uri: "/littlejohn/symbols", method: .get) { $0 }
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(
                    String(buffer: response.body) == #"["AMD","AAPL","SNDL","HOOD","NOK","TSLA","PFE","NVDA","BABA"]"#)
            }
        }
    }

    @Test func statusIsTheRandomDiskText() async throws {
        try await withRouter { client in
            do {
                let response = try await client.execute(uri: "/files/status", method: .get) { $0 }
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                let text = String(buffer: response.body)
                let pattern = /Using (\d+)% of available space, (\d+) duplicate files\./
                let match = try #require(text.wholeMatch(of: pattern))
                #expect((1...80).contains(Int(match.1)!))
                #expect((1...900).contains(Int(match.2)!))
            }
        }
    }

    @Test func easterEggHasFiveSections() async throws {
        try await withRouter { client in
            do {
                let response = try await client.execute(uri: "/easteregg", method: .get) { $0 }
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                #expect(String(buffer: response.body).components(separatedBy: "\n---\n").count == 5)
            }
        }
    }

    @Test func unknownRouteIsA404WithAJSONError() async throws {
        try await withRouter { client in
            do {
                let response = try await client.execute(uri: "/no/such/route", method: .get) { $0 }
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(try TestJSON.object(String(buffer: response.body))["error"] as? String == "Not found.")
            }
        }
    }

    @Test func requestsAreLogged() async throws {
        let server = try BookServer(configuration: TestServers.configuration(clock: ImmediateClock()))
        try await server.makeApplication().test(.router) { client in
            for _ in 0..<3 {
                try await client.execute(uri: "/gallery/image?3", method: .get, headers: [.authorization: "Bearer x"]) {
                    #expect($0.status == .ok)
                }
            }
            try await client.execute(
                uri: "/files/download?graphics-project-ver-1.jpeg", method: .get, headers: [.range: "bytes=0-9"]
            ) {
                #expect($0.status == .partialContent)
            }
        }
        #expect(await server.requestLog.count(path: "/gallery/image") == 3)
        let records = await server.requestLog.records
        #expect(records.first?.query == "3")
        #expect(records.first?.authorizationScheme == "Bearer")
        #expect(records.last?.range == "bytes=0-9")
        #expect(records.last?.method == "GET")
    }
}
