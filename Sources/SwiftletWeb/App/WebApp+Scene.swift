@_spi(SwiftletHost) import SwiftletUI

extension WebApp {
    /// The browser apps for `scene`'s windows, in order, named after their titles (`"My Counter"` →
    /// `my-counter`), or after `fallbackTitle` for an untitled window; a repeated name gets `-2`, `-3`…
    /// Main actor: resolves the scene's body.
    @MainActor
    public static func apps(for scene: some Scene, fallbackTitle: String) -> [WebApp] {
        var used: Set<String> = []
        return scene.windows.map { window in
            let title = window.title ?? fallbackTitle
            let base = pathName(for: title)
            var name = base
            var suffix = 2
            while used.contains(name) {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            used.insert(name)
            return WebApp(name: name, title: title, summary: title, makeGraph: window.makeGraph)
        }
    }

    /// `title` lowercased, every run of other characters than `a-z` and `0-9` a single dash, no dash at
    /// either end; `app` when nothing is left.
    static func pathName(for title: String) -> String {
        var name = ""
        for character in title.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                name.append(character)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        while name.last == "-" { name.removeLast() }
        return name.isEmpty ? "app" : name
    }
}
