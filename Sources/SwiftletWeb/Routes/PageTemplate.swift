/// The HTML documents the host serves: an app page (server-rendered, readable before any script
/// runs) and the index of apps.
enum PageTemplate {
    /// A full page for `app`: the rendered tree inside `#sw-app`, which carries the session token and
    /// the sequence number of the render so the client can adopt the session and continue in order.
    /// `linksHome` adds the link back to the index of apps; `script` is the client's script elements
    /// (``WebAssets/pageScript(_:)``).
    static func appPage(
        app: WebApp, root: DOMElement, token: String, sequence: Int, linksHome: Bool = true,
        url: String? = nil, depth: Int = 0, script: String = "<script src=\"/web/swiftlet.js\" defer></script>"
    ) -> String {
        var html = head(title: app.title)
        html += "<body>"
        if linksHome { html += "<a class=\"sw-home\" href=\"/\">Swiftlet apps</a>" }
        html += "<div id=\"sw-status\" class=\"sw-status\" role=\"status\" aria-live=\"polite\" hidden></div>"
        html += "<main id=\"sw-app\" data-app=\"\(HTMLEscaping.attribute(app.name))\""
        html += " data-session=\"\(HTMLEscaping.attribute(token))\" data-seq=\"\(sequence)\""
        // The URL of what the page shows, which the client puts in the address bar.
        if let url { html += " data-url=\"\(HTMLEscaping.attribute(url))\" data-depth=\"\(depth)\"" }
        html += ">"
        HTMLRenderer.write(root, into: &html)
        html += "</main>" + script
        html += DevMode.pageScript  // dev: empty unless run by swiftlet-dev (docs/dev.md)
        html += "</body></html>\n"
        return html
    }

    /// The index page listing every app with a link and its summary; hidden apps only when
    /// `includingHidden`.
    static func index(apps: [WebApp], includingHidden: Bool = false) -> String {
        var html = head(title: "Swiftlet apps")
        html += "<body><main class=\"sw-index\"><h1>Swiftlet apps</h1><ul>"
        for app in apps where includingHidden || !app.hidden {
            html += "<li><a href=\"/apps/\(HTMLEscaping.attribute(app.name))\">\(HTMLEscaping.text(app.title))</a>"
            html += "<p>\(HTMLEscaping.text(app.summary))</p></li>"
        }
        html += "</ul></main></body></html>\n"
        return html
    }

    private static func head(title: String) -> String {
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<title>\(HTMLEscaping.text(title))</title>"
            + "<link rel=\"stylesheet\" href=\"/web/swiftlet.css\"></head>"
    }
}
