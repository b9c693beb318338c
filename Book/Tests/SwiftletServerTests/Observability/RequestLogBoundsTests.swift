import Clocks
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SwiftletServer

/// The request log: off unless asked for, counted per route (so distinct URLs cannot grow it), and
/// free of credentials.
@Suite struct RequestLogBoundsTests {
    @Test func aLibraryServerRecordsNothingByDefault() async throws {
        #expect(BookServer.Configuration().recordsRequests == false)
        var configuration = TestServers.configuration(clock: ImmediateClock())
        configuration.recordsRequests = false
        let server = try BookServer(configuration: configuration)
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/hello", method: .get) { #expect($0.status == .ok) }
        }
        #expect(await server.requestLog.totalCount == 0)
        #expect(await server.requestLog.records.isEmpty)
    }

    @Test func aFloodOfDistinctURLsCountsUnderItsRoutes() async throws {
        let server = try BookServer(configuration: TestServers.configuration(clock: ImmediateClock()))
        try await server.makeApplication().test(.router) { client in
            for number in 0..<300 {
                try await client.execute(uri: "/no/such/path/\(number)", method: .get) {
                    #expect($0.status == .notFound)
                }
                try await client.execute(uri: "/hello?\(number)", method: .get) { #expect($0.status == .ok) }
            }
        }
        let counts = await server.requestLog.counts
        #expect(counts == [RequestLog.unmatched: 300, "/hello": 300])
        #expect(await server.requestLog.count(path: "/hello") == 300)
    }

    @Test func recordsKeepTheAuthorizationSchemeButNeverTheCredentials() async throws {
        let secret = "s3cr3t-token-value"
        let server = try BookServer(configuration: TestServers.configuration(clock: ImmediateClock()))
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/auth/me", method: .get, headers: [.authorization: "Bearer \(secret)"]) {
                #expect($0.status == .unauthorized)
            }
            try await client.execute(uri: "/hello", method: .get) { #expect($0.status == .ok) }
        }
        let records = await server.requestLog.records
        #expect(records.map(\.authorizationScheme) == ["Bearer", nil])
        #expect(records.map(\.route) == ["/auth/me", "/hello"])
        #expect(!String(reflecting: records).contains(secret))
    }
}
