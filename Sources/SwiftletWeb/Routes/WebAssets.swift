import Foundation

/// The static files of the browser host (the JavaScript client and the stylesheet), read once from
/// the module's resources.
struct WebAssets: Sendable {
    let script: String
    let stylesheet: String

    /// Loads the assets; a missing resource is a packaging error and yields an empty file plus a
    /// logged diagnostic by the caller, never a crash.
    static func load() -> (assets: WebAssets, missing: [String]) {
        var missing: [String] = []
        func read(_ name: String, _ ext: String) -> String {
            let folder = "Resources"
            guard
                let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: folder)
                    ?? Bundle.module.url(forResource: name, withExtension: ext),
                let text = try? String(contentsOf: url, encoding: .utf8)
            else {
                missing.append("\(name).\(ext)")
                return ""
            }
            return text
        }
        let assets = WebAssets(script: read("swiftlet", "js"), stylesheet: read("swiftlet", "css"))
        return (assets, missing)
    }
}
