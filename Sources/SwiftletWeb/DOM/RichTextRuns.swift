import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The browser form of a rich text's runs (the `.text` attribute `runs`, see `TextRun`): the
/// attribute `data-runs` of the text's `<span>`, a JSON array of objects with keys `t` (text), `b`,
/// `i`, `c`, `s` (true for `<strong>`, `<em>`, `<code>`, `<s>`), `u` (a link, only `http:`,
/// `https:` and `mailto:`; any other link is shown as plain text), `st` (a validated inline style)
/// and `d` (data attributes, names already in `[a-z0-9-]`). swiftlet.js builds the run elements
/// from it with text nodes only, so no run can add markup, script or an event handler.
enum RichTextRuns {
    private struct WebRun: Encodable {
        var t: String
        var b: Bool?
        var i: Bool?
        var c: Bool?
        var s: Bool?
        var u: String?
        var st: String?
        var d: [String: String]?
        /// The sprite URL of a symbol run, and its name.
        var y: String?
        var yn: String?
    }

    /// The `data-runs` value for the engine's `runs` attribute; nil when it is not a list of runs.
    static func attribute(for runs: String) -> String? {
        guard let decoded = TextRun.decode(runs) else { return nil }
        let web = decoded.map { run in
            var data: [String: String] = [:]
            for (name, value) in run.attributes where !StyleAttributes.names.contains(name) && name != .runs {
                let safe = DOMMapping.dataName(name.rawValue)
                if !safe.isEmpty { data[safe] = value }
            }
            return WebRun(
                t: run.text, b: run.bold ? true : nil, i: run.italic ? true : nil, c: run.code ? true : nil,
                s: run.strikethrough ? true : nil, u: run.link.flatMap(safeLink),
                st: StyleAttributes(run.attributes).css, d: data.isEmpty ? nil : data,
                y: run.symbol.map(SymbolSprite.href(for:)), yn: run.symbol)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(web) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `link` when its scheme is `http`, `https` or `mailto`; nil otherwise (`javascript:`, `data:`, ...).
    static func safeLink(_ link: String) -> String? {
        guard let colon = link.firstIndex(of: ":") else { return nil }
        let scheme = link[..<colon].lowercased()
        guard ["http", "https", "mailto"].contains(scheme) else { return nil }
        // No control characters or spaces that a browser would strip before reading the scheme.
        guard !link.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }) else { return nil }
        return link
    }
}
