@_spi(SwiftletHost) import SwiftletUI

/// The package's `#Preview`s as hidden apps, in dev mode (one session per preview page or gallery
/// frame); none otherwise.
enum DevPreviews {
    /// One hidden ``WebApp`` per preview, named by ``slug(for:taken:)``, in file and line order.
    static func apps() -> [WebApp] {
        guard DevMode.isOn else { return [] }
        return entries().map { entry in
            let preview = entry.preview
            return WebApp(
                name: entry.slug, title: "Preview: \(preview.displayName)", summary: preview.fileID, hidden: true,
                root: { preview.makeView() })
        }
    }

    /// Every preview with its slug.
    static func entries() -> [(slug: String, preview: RegisteredPreview)] {
        var taken: Set<String> = []
        return PreviewRegistry.previews.map { preview in
            let slug = slug(for: preview, taken: taken)
            taken.insert(slug)
            return (slug, preview)
        }
    }

    /// `preview-<module>-<file>-<name or line>` in lowercase letters, digits and dashes (an app name),
    /// with `-2`, `-3`… when taken.
    static func slug(for preview: RegisteredPreview, taken: Set<String>) -> String {
        let file = preview.fileID.replacingOccurrences(of: ".swift", with: "")
        let base = "preview-\(file)-\(preview.name ?? String(preview.line))"
        var slug = ""
        for character in base.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        var candidate = slug
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        return candidate
    }
}
