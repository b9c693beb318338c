import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct AuthNetworkTests {
    @Test func loginThenAnAuthorizedRequest() async throws {
        try await withBookServer { server in
            let service = AuthService(baseURL: server.baseURL)
            let manager = try await service.manager(user: "marin")
            let me = try await AuthorizedClient(auth: manager).decoded(AuthIdentity.self, for: service.meRequest)
            #expect(me.user == "marin")
            let sent = await server.requestLog.records.last { $0.path == "/auth/me" }
            #expect(sent?.authorizationScheme == "Bearer")
        }
    }

    @Test func theServerRejectsMissingAndUnknownTokens() async throws {
        try await withBookServer { server in
            let client = WebClient()
            let me = AuthService(baseURL: server.baseURL).meRequest
            for request in [me, me.bearer("forged")] {
                await #expect {
                    try await client.data(for: request)
                } throws: { error in
                    if case WebClientError.badStatus(401, let body) = error { return body.contains("error") }
                    return false
                }
            }
            await #expect {
                try await client.data(for: try .post(server.url("/auth/refresh"), json: ["refreshToken": "nope"]))
            } throws: { error in
                if case WebClientError.badStatus(401, _) = error { return true }
                return false
            }
        }
    }

    @Test func a401ForcesOneRefreshAndOneRetry() async throws {
        try await withBookServer { server in
            let service = AuthService(baseURL: server.baseURL)
            let manager = try await service.manager(user: "ann")
            let before = try #require(await manager.token)
            try await server.server.authTokens.revokeAccessTokens()
            let me = try await AuthorizedClient(auth: manager).decoded(AuthIdentity.self, for: service.meRequest)
            #expect(me.user == "ann")
            #expect(await manager.refreshCount == 1)
            #expect(await manager.token?.value != before.value)
            #expect(await server.requestLog.count(path: "/auth/me") == 2)
            #expect(await server.requestLog.count(path: "/auth/refresh") == 1)
        }
    }

    @Test func aSecond401ThrowsInvalidToken() async throws {
        try await withBookServer { server in
            let service = AuthService(baseURL: server.baseURL)
            let refreshes = Counter()
            let login = try await service.login(user: "bob")
            // A refresh that succeeds but hands out a token the server does not know.
            let manager = AuthManager(token: login) { old in
                await refreshes.increment()
                return Token(value: "unknown", refreshToken: old.refreshToken, validUntil: .distantFuture)
            }
            try await server.server.authTokens.revokeAccessTokens()
            await #expect(throws: AuthError.invalidToken) {
                try await AuthorizedClient(auth: manager).data(for: service.meRequest)
            }
            #expect(await refreshes.value == 1)
            #expect(await server.requestLog.count(path: "/auth/me") == 2)
        }
    }

    @Test func fiftyConcurrentCallersWithAnExpiredTokenMakeOneRefreshRequest() async throws {
        try await withBookServer { server in
            let service = AuthService(baseURL: server.baseURL)
            let login = try await service.login(user: "sky")
            // The client's clock says the token has expired.
            let manager = AuthManager(token: login, now: { login.validUntil.addingTimeInterval(1) }) { old in
                try await service.refresh(old)
            }
            let client = AuthorizedClient(auth: manager)
            let users = try await Array(0..<50).concurrentMap(maxConcurrency: 50) { _ in
                try await client.decoded(AuthIdentity.self, for: service.meRequest).user
            }
            #expect(users == Array(repeating: "sky", count: 50))
            #expect(await server.requestLog.count(path: "/auth/refresh") == 1)
            #expect(await manager.refreshCount == 1)
        }
    }
}
