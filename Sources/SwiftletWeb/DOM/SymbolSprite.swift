@_spi(SwiftletHost) import SwiftletUI

/// The SVG sprite of every symbol in `SymbolCatalog`, served once at `/web/symbols.svg` and cached:
/// one `<symbol id="NAME" viewBox="0 0 24 24">` per name, plus `swiftlet.unknown` (the placeholder
/// of a name the catalog lacks). A page draws a symbol as `<svg><use href="…#NAME"/></svg>`, so an
/// operation carries only the name.
///
/// Colours come from the page through inherited CSS custom properties, so one drawing serves every
/// rendering mode: the primary layer paints `--sw-sym-p` (else `currentColor`), the secondary
/// `--sw-sym-s` (else `--sw-fg2`, else `currentColor`) at opacity `--sw-sym-so`, the parts cut out
/// of a filled container `--sw-sym-k` (else white), and a part with a multicolour colour
/// `--sw-mc-<colour>` when the multicolour mode defines it.
enum SymbolSprite {
    /// The id of the placeholder drawing.
    static let placeholderID = "swiftlet.unknown"

    /// The sprite document.
    static let document: String = {
        var output = #"<svg xmlns="http://www.w3.org/2000/svg">"#
        for name in SymbolCatalog.names {
            guard let drawing = SymbolCatalog.drawing(named: name) else { continue }
            output += #"<symbol id=""# + HTMLEscaping.attribute(name)
            output += #"" viewBox="0 0 24 24" stroke-linecap="round" stroke-linejoin="round">"#
            for shape in drawing.shapes { output += element(shape) }
            output += "</symbol>"
        }
        output += #"<symbol id="\#(placeholderID)" viewBox="0 0 24 24">"#
        output +=
            #"<rect x="2.5" y="2.5" width="19" height="19" rx="3" style="fill:none;stroke:currentColor;stroke-width:1.5;stroke-dasharray:3 2"/>"#
        output +=
            #"<text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="600" font-family="system-ui, sans-serif" style="fill:currentColor">?</text>"#
        output += "</symbol></svg>"
        return output
    }()

    /// A short hash of the document, so a changed sprite gets a new URL (`?v=`) and the old one can
    /// be cached for good.
    static let version: String = {
        var hash: UInt32 = 0x811C_9DC5
        for byte in document.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return String(hash, radix: 16)
    }()

    /// The URL of `name`'s drawing (the placeholder's for a name the catalog lacks).
    static func href(for name: String) -> String {
        let id = SymbolCatalog.contains(name) ? name : placeholderID
        return "/web/symbols.svg?v=\(version)#\(id)"
    }

    private static func element(_ shape: SymbolShape) -> String {
        var color: String
        var opacity = ""
        switch shape.layer {
        case .primary: color = "var(--sw-sym-p,currentColor)"
        case .secondary:
            color = "var(--sw-sym-s,var(--sw-fg2,currentColor))"
            opacity = ";opacity:var(--sw-sym-so,1)"
        case .knockout: color = "var(--sw-sym-k,#fff)"
        }
        if let multicolor = shape.multicolor, multicolor.allSatisfy(\.isLetter) {
            color = "var(--sw-mc-\(multicolor),\(color))"
        }
        let paint =
            shape.filled
            ? "fill:\(color);stroke:none" : "fill:none;stroke:\(color);stroke-width:\(number(shape.lineWidth))"
        var attributes = #" style="\#(paint)\#(opacity)""#
        if shape.scale != 1 {
            attributes += #" transform="translate(12 12) scale(\#(number(shape.scale))) translate(-12 -12)""#
        }
        switch shape.geometry {
        case .path(let d):
            return #"<path d="\#(HTMLEscaping.attribute(d))"\#(attributes)/>"#
        case .circle(let x, let y, let r):
            return #"<circle cx="\#(number(x))" cy="\#(number(y))" r="\#(number(r))"\#(attributes)/>"#
        case .rect(let x, let y, let width, let height, let radius):
            return
                #"<rect x="\#(number(x))" y="\#(number(y))" width="\#(number(width))" height="\#(number(height))" rx="\#(number(radius))"\#(attributes)/>"#
        case .text(let text, let x, let y, let size):
            return
                #"<text x="\#(number(x))" y="\#(number(y))" font-size="\#(number(size))" text-anchor="middle" font-weight="600" font-family="system-ui, sans-serif"\#(attributes)>\#(HTMLEscaping.text(text))</text>"#
        }
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
