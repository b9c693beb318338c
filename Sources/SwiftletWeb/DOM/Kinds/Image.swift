@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Image`: an `<img class="sw-image">` with its source (`imageSources`) and `alt` (`imageAlt`);
    /// a decorative image is `aria-hidden`. A colour or gradient used as a view (attribute `fill`) is
    /// a `<div class="sw-image sw-color">` instead, a box that fills the space offered (see
    /// `sw-color` in swiftlet.css) and is painted by its style.
    static func imageElement(
        id: NodeID, text: String?, attributes: [RenderAttribute: String], style: inout StyleAttributes
    )
        -> DOMElement
    {
        if attributes[.fill] != nil {
            return baseElement("div", id: id, class: "sw-image sw-color")
        }
        var element = baseElement("img", id: id, class: "sw-image")
        element.attributes.append(contentsOf: imageSources(attributes, style: &style))
        element.attributes.append(("alt", imageAlt(attributes, text: text)))
        if isTrue(attributes[.decorative]) { element.attributes.append(("aria-hidden", "true")) }
        return element
    }

    /// The sources of an `.image`: a mounted `Image(data:)`'s blob, a URL, or an asset image's files
    /// (`asset` and `assetScales`: `src` the smallest scale, `srcset` every scale).
    static func imageSources(_ attributes: [RenderAttribute: String], style: inout StyleAttributes)
        -> [(name: String, value: String)]
    {
        if let catalog = attributes[.asset], let name = attributes[.name], isHex(catalog) {
            let scales = (attributes[.assetScales] ?? "1").split(separator: " ").compactMap { Int($0) }
                .filter { (1...3).contains($0) }
            guard let first = scales.first else { return [] }
            let url = { (scale: Int) in "/web/asset/\(catalog)/\(scale)/\(assetPathComponent(name))" }
            var result: [(name: String, value: String)] = [("src", url(first))]
            if scales.count > 1 || first != 1 {
                result.append(("srcset", scales.map { "\(url($0)) \($0)x" }.joined(separator: ", ")))
            }
            imageDrawingStyles(attributes, url: url(first), style: &style)
            return result
        }
        let source = attributes[.blob].flatMap(ImageBlobs.url(forKey:)) ?? attributes[.url] ?? attributes[.src]
        if let source, let safe = safeURL(source) { return [("src", safe)] }
        return []
    }

    /// Template rendering (`renderingMode=template`: the image's shape in the foreground colour, a
    /// CSS mask), tiling (`resizingMode=tile`) and cap insets (`capInsets`: CSS `border-image`).
    private static func imageDrawingStyles(
        _ attributes: [RenderAttribute: String], url: String, style: inout StyleAttributes
    ) {
        let image = "url(\"\(url)\")"
        if attributes[.renderingMode] == "template" {
            style.add("-webkit-mask-image", image)
            style.add("mask-image", image)
        }
        if attributes[.resizingMode] == "tile", attributes[.capInsets] == nil {
            style.add("background-image", image)
        }
        if let insets = attributes[.capInsets] {
            let numbers = insets.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 10_000 }) else { return }
            let plain = numbers.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
            let lengths = plain.map { $0 + "px" }.joined(separator: " ")
            let repeatMode = attributes[.resizingMode] == "tile" ? "round" : "stretch"
            style.add("border-style", "solid")
            style.add("border-width", lengths)
            style.add("border-image", "\(image) \(plain.joined(separator: " ")) fill / \(lengths) \(repeatMode)")
        }
    }

    /// The `alt` of an `.image`: empty for a decorative image, else its label or name.
    static func imageAlt(_ attributes: [RenderAttribute: String], text: String?) -> String {
        if isTrue(attributes[.decorative]) { return "" }
        return attributes[.label] ?? attributes[.alt] ?? attributes[.systemName] ?? attributes[.name] ?? text ?? ""
    }

    /// `name` for a URL path: letters, digits, `-`, `_`, `.` kept, every other byte `%XX`.
    static func assetPathComponent(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F:
                result.unicodeScalars.append(UnicodeScalar(byte))
            case 0x2E where !result.isEmpty:
                result += "."
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    private static func isHex(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 32
            && value.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
