import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Builders for the server's fixed (non-streaming) responses; each sets an exact `Content-Type`.
enum Reply {
    /// The encoder for every JSON body: Foundation defaults (dates as seconds since 2001-01-01,
    /// upper-case UUIDs, nil optionals omitted), no whitespace.
    static func encoder() -> JSONEncoder { JSONEncoder() }

    /// A JSON response of `value`.
    static func json<Value: Encodable>(_ value: Value, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try encoder().encode(value)
        return bytes(ByteBuffer(bytes: data), type: MediaType.json, status: status)
    }

    /// A response with a ready-made body and type.
    static func bytes(
        _ buffer: ByteBuffer,
        type: String,
        status: HTTPResponse.Status = .ok,
        headers extra: HTTPFields = [:]
    ) -> Response {
        var headers: HTTPFields = [.contentType: type]
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: buffer))
    }

    /// A UTF-8 text response.
    static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        bytes(ByteBuffer(string: text), type: MediaType.text, status: status)
    }

    /// The error body `{"error" : "<message>"}`, pretty-printed as the original server did.
    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let object = ["error": message]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .withoutEscapingSlashes]))
            ?? Data("{\"error\":\"\"}".utf8)
        return bytes(ByteBuffer(bytes: data), type: MediaType.json, status: status)
    }
}
