import Clocks
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import SwiftletServer

/// The state-changing `POST` routes accept only their documented body type: `application/json`
/// (parameters allowed), and `text/plain` for `/cli/say`; anything else is `415` with a JSON error
/// and changes nothing.
@Suite struct PostContentTypeTests {
    static let jsonRoutes: [(path: String, body: String)] = [
        ("/chat/say", #"{"id": "6F1B2E7C-1111-4C3B-9C7E-8D6B1D0E4F00", "message": "hi", "date": 0}"#),
        ("/auth/login", #"{"user": "ana"}"#),
        ("/auth/refresh", #"{"refreshToken": "nope"}"#),
        ("/space/saved", #"{"id": "crab"}"#),
    ]

    /// Runs `body` with a live server on a free port.
    static func withServer(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let server = try BookServer(configuration: TestServers.configuration(clock: ImmediateClock()))
        try await server.makeApplication().test(.live) { client in try await body(client) }
    }

    static func post(
        _ client: some TestClientProtocol, _ path: String, type: String?, _ body: String
    ) async throws -> (status: Int, text: String) {
        var headers: HTTPFields = [:]
        if let type { headers[.contentType] = type }
        return try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body)) {
            (Int($0.status.code), String(buffer: $0.body))
        }
    }

    static func expect415(_ response: (status: Int, text: String), _ context: String) throws {
        #expect(response.status == 415, "\(context): \(response.text)")
        #expect(try TestJSON.object(response.text)["error"] is String, "\(context)")
    }

    @Test func jsonRoutesRefuseEveryOtherContentTypeWith415() async throws {
        try await Self.withServer { client in
            for route in Self.jsonRoutes {
                for type in [nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]
                {
                    try Self.expect415(
                        try await Self.post(client, route.path, type: type, route.body),
                        "\(route.path) \(type ?? "none")")
                }
            }
            // Nothing was stored by the refused messages: the room is empty.
            let saved = try await client.execute(uri: "/space/saved", method: .get) { String(buffer: $0.body) }
            #expect(saved == "[]")
        }
    }

    @Test func jsonRoutesAcceptJSONWithParameters() async throws {
        try await Self.withServer { client in
            for type in ["application/json", "application/json; charset=utf-8", "Application/JSON ;charset=UTF-8"] {
                let said = try await Self.post(client, "/chat/say", type: type, Self.jsonRoutes[0].body)
                #expect(said.status == 200, "\(type): \(said.text)")
                let login = try await Self.post(client, "/auth/login", type: type, #"{"user": "ana"}"#)
                #expect(login.status == 200, "\(type): \(login.text)")
            }
        }
    }

    @Test func cliSayTakesPlainUTF8TextOnly() async throws {
        try await Self.withServer { client in
            for type in [
                nil, "application/x-www-form-urlencoded", "application/json", "text/plain; charset=iso-8859-1",
            ] {
                try Self.expect415(try await Self.post(client, "/cli/say", type: type, "[ana] hi"), type ?? "none")
            }
            for type in ["text/plain", "text/plain; charset=utf-8", "TEXT/PLAIN;charset=\"UTF-8\""] {
                let said = try await Self.post(client, "/cli/say", type: type, "[ana] hi")
                #expect(said.status == 200, "\(type): \(said.text)")
                #expect(said.text == "OK")
            }
        }
    }

    @Test func theMediaTypeRuleComparesTypeAndCharsetOnly() {
        #expect(RequiredContentType.json.accepts("application/json"))
        #expect(RequiredContentType.json.accepts("application/json; charset=utf-16"))
        #expect(!RequiredContentType.json.accepts("application/jsonx"))
        #expect(!RequiredContentType.json.accepts("application/json, text/plain"))
        #expect(!RequiredContentType.json.accepts(""))
        #expect(!RequiredContentType.json.accepts(nil))
        #expect(RequiredContentType.plainText.accepts("text/plain; format=flowed"))
        #expect(!RequiredContentType.plainText.accepts("text/plain; charset=latin1"))
        #expect(!RequiredContentType.plainText.accepts("text/html"))
    }
}
