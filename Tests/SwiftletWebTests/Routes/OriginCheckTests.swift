import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct OriginCheckTests {
    @Test func sameOriginIsAllowedOthersAreNot() {
        let check = OriginCheck()
        #expect(check.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(check.allows(origin: "HTTP://Localhost:8080", host: "localhost:8080"))
        #expect(!check.allows(origin: "http://evil.example", host: "127.0.0.1:8080"))
        #expect(!check.allows(origin: "http://127.0.0.1:9999", host: "127.0.0.1:8080"))
        #expect(!check.allows(origin: "http://127.0.0.1:8080", host: nil))
        #expect(!check.allows(origin: "null", host: "127.0.0.1:8080"))
    }

    @Test func nonBrowserClientsWithoutOriginAndListedOriginsAreAllowed() {
        #expect(OriginCheck().allows(origin: nil, host: "127.0.0.1:8080"))
        #expect(OriginCheck(extraAllowedOrigins: ["http://app.test"]).allows(origin: "http://app.test", host: "x"))
    }
}
