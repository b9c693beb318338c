import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
@_spi(SwiftletHost) import SwiftletUI

/// How the browser host serves symbols and asset images:
///
/// * `GET /web/symbols.svg` — the sprite of every symbol (``SymbolSprite``), cached for a year
///   (its URL carries the sprite's version);
/// * `GET /web/asset/<catalog>/<scale>/<name>` — the file of scale 1, 2 or 3 of image set `name`
///   in a loaded asset catalog (`AssetCatalogs`). Only files an image set's `Contents.json` names
///   inside its own folder are served; anything else is 404.
enum ImageAssets {
    /// The sprite response.
    static func sprite() -> Response {
        var headers: HTTPFields = [
            .contentType: "image/svg+xml; charset=utf-8", .cacheControl: "public, max-age=31536000, immutable",
        ]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(
            status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: SymbolSprite.document)))
    }

    /// The response for an asset file request.
    static func file(catalog: String, scale: String, name: String) -> Response {
        let decoded = name.removingPercentEncoding ?? name
        guard let scale = Int(scale), let catalog = AssetCatalogs.catalog(id: catalog),
            let url = catalog.images[decoded]?.url(scale: scale),
            let data = try? Data(contentsOf: url, options: .mappedIfSafe)
        else {
            return Response(
                status: .notFound, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: #"{"error":"no such asset image"}"#)))
        }
        var headers: HTTPFields = [
            .contentType: contentType(of: url, data: data), .cacheControl: "public, max-age=3600",
        ]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        // An SVG opened on its own must not run scripts.
        headers[HTTPField.Name("Content-Security-Policy")!] = "default-src 'none'; style-src 'unsafe-inline'"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func contentType(of url: URL, data: Data) -> String {
        switch url.pathExtension.lowercased() {
        case "svg": return "image/svg+xml"
        case "heic": return "image/heic"
        default: return ImageBlobs.contentType(of: data)
        }
    }
}
