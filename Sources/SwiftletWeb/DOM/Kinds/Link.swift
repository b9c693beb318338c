@_spi(SwiftletHost) import SwiftletUI

extension DOMMapping {
    /// `Link`: an `<a class="sw-link">` whose text is its title. A safe `url` (`safeURL`, or a
    /// `mailto:` or `tel:` address) becomes the `href`, and a web address opens in a new tab
    /// (`target="_blank" rel="noopener noreferrer"`). A link the app opens itself (`handler=app`)
    /// sends `tap`, and stays a focusable `role="link"` when it has no address the browser could
    /// follow. A disabled link has no address (the shared mapping adds `aria-disabled`).
    static func linkElement(id: NodeID, text: String?, attributes: [RenderAttribute: String]) -> DOMElement {
        var link = DOMElement(tag: "a", attributes: [("id", domID(of: id)), ("class", "sw-link")], text: text)
        // Disabled: no address to follow (the generic mapping adds `aria-disabled`).
        if isTrue(attributes[.disabled]) { return link }
        let url = attributes[.url] ?? ""
        let appOpensIt = attributes[.handler] == "app"
        if let safe = safeURL(url) ?? safeContactURL(url) {
            link.attributes.append(("href", safe))
            let scheme = safe.drop { $0 == " " }.lowercased()
            if scheme.hasPrefix("http://") || scheme.hasPrefix("https://") {
                link.attributes.append(("target", "_blank"))
                link.attributes.append(("rel", "noopener noreferrer"))
            }
        } else if appOpensIt {
            // The app's own scheme: no address the browser could follow, but still a link.
            link.attributes += [("role", "link"), ("tabindex", "0")]
        }
        if appOpensIt { link.attributes.append(("data-ev", "tap")) }
        return link
    }
}
