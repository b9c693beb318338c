import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/jokes/random` over a real port.
@Suite struct JokeRoutesTests {
    @Test func aDevJokeIsOneOfTheServersJokes() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            try await withTimeout(.seconds(60)) {
                let response = try await TestHTTP.fetch(server.baseURL, path: "/jokes/random?category=dev")
                #expect(response.status == 200)
                #expect(response.header("content-type") == "application/json; charset=utf-8")
                let object = try TestJSON.object(response.text)
                #expect(Set(object.keys) == ["value"])
                let joke = try #require(object["value"] as? String)
                #expect(JokeBook.dev.contains(joke))
            }
        }
    }

    @Test func theBookHasAtLeastThirtyDistinctJokes() {
        #expect(Set(JokeBook.dev).count >= 30)
        #expect(JokeBook.dev.allSatisfy { !$0.isEmpty && $0.count < 200 })
    }

    @Test(arguments: ["?category=unknown", "?category=", "?category=DEV"])
    func anUnknownCategoryIs404(query: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            try await withTimeout(.seconds(60)) {
                let response = try await TestHTTP.fetch(server.baseURL, path: "/jokes/random\(query)")
                #expect(response.status == 404)
                #expect(response.header("content-type") == "application/json; charset=utf-8")
                let message = try #require(try TestJSON.object(response.text)["error"] as? String)
                #expect(message.contains("dev"))
            }
        }
    }
}
