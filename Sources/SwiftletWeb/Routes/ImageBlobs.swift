import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// How the browser host serves the bytes of `Image(data:)`: each mounted image's bytes sit in its
/// session's graph (`ViewGraph.imageData`) under a 128-bit random key, and the page's `<img>` loads
/// them from `GET /web/blob/<key>`. A key answers only while its node is mounted in a live session:
/// a removed image, a replaced image or a closed session answers 404.
enum ImageBlobs {
    /// The route prefix.
    static let pathPrefix = "/web/blob/"

    /// The URL of the bytes under `key`, or nil when `key` is not a well-formed key (32 hex digits).
    static func url(forKey key: String) -> String? {
        guard key.utf8.count == 32, key.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return nil }
        return pathPrefix + key
    }

    /// The media type of `data`, sniffed from its first bytes: JPEG, PNG, TIFF (both byte orders), GIF,
    /// WebP; anything else is `application/octet-stream` (the browser shows a broken image).
    static func contentType(of data: Data) -> String {
        let head = [UInt8](data.prefix(12))
        func starts(_ bytes: [UInt8]) -> Bool { head.count >= bytes.count && Array(head.prefix(bytes.count)) == bytes }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "image/tiff" }
        if starts(Array("GIF8".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) {
            return "image/webp"
        }
        return "application/octet-stream"
    }

    /// The response for a blob request: the bytes with their sniffed type, or 404 with a JSON error.
    static func response(for data: Data?) -> Response {
        guard let data else {
            return Response(
                status: .notFound, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: #"{"error":"no such image in a live session"}"#)))
        }
        var headers: HTTPFields = [.contentType: contentType(of: data), .cacheControl: "private, no-store"]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
