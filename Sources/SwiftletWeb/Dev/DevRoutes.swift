import Foundation
import Hummingbird
import NIOCore
@_spi(SwiftletHost) import SwiftletUI

extension WebHost {
    /// In dev mode: `GET /web/swiftlet-dev.js` (the dev script), `GET /_previews` (the gallery: every
    /// `#Preview` by file, each live in its own frame and session) and `GET /_previews/<slug>` (one
    /// preview alone, a page of its own). Registered only when ``DevMode/isOn``.
    func registerDevRoutes<Context: RequestContext>(on router: Router<Context>) {
        let script = DevPages.script()
        router.get("/web/swiftlet-dev.js") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(string: script)))
        }
        router.get("/_previews") { _, _ in
            DevPages.html(DevPages.gallery(DevPreviews.entries()))
        }
        router.get("/_previews/:slug") { request, context in
            let slug = context.parameters.get("slug") ?? ""
            guard slug.hasPrefix("preview-"), let app = self.apps.first(where: { $0.name == slug }) else {
                return Response(
                    status: .notFound, headers: [.contentType: "application/json"],
                    body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"no preview with this id\"}")))
            }
            return await self.page(
                for: app, linksHome: false, client: self.client(of: request, context), request: request,
                base: "/_previews/" + slug)
        }
    }
}

/// The dev-mode documents: the gallery page and the dev script.
enum DevPages {
    /// The gallery: a heading per file, per preview its name, a link to open it alone and a live frame.
    static func gallery(_ entries: [(slug: String, preview: RegisteredPreview)]) -> String {
        var html = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        html += "<title>Previews</title><link rel=\"stylesheet\" href=\"/web/swiftlet.css\"></head>"
        html += "<body><main class=\"sw-previews\"><h1>Previews</h1>"
        if entries.isEmpty {
            html += "<p class=\"sw-previews-empty\">No <code>#Preview</code> in this app's targets "
            html += "(previews exist in debug builds only).</p>"
        }
        var currentFile: String?
        for (slug, preview) in entries {
            if preview.fileID != currentFile {
                if currentFile != nil { html += "</section>" }
                currentFile = preview.fileID
                html += "<section class=\"sw-previews-file\"><h2>\(HTMLEscaping.text(preview.fileID))</h2>"
            }
            let path = "/_previews/\(HTMLEscaping.attribute(slug))"
            html += "<article class=\"sw-preview\" data-preview=\"\(HTMLEscaping.attribute(slug))\">"
            html += "<h3><a href=\"\(path)\">\(HTMLEscaping.text(preview.displayName))</a></h3>"
            html += "<iframe src=\"\(path)\" title=\"\(HTMLEscaping.attribute(preview.displayName))\"></iframe>"
            html += "</article>"
        }
        if currentFile != nil { html += "</section>" }
        html += "</main>\(DevMode.pageScript)</body></html>\n"
        return html
    }

    /// The dev script from the module's resources (empty, with the page still working, if missing).
    static func script() -> String {
        guard
            let url = Bundle.module.url(forResource: "swiftlet-dev", withExtension: "js", subdirectory: "Resources")
                ?? Bundle.module.url(forResource: "swiftlet-dev", withExtension: "js"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }

    static func html(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
