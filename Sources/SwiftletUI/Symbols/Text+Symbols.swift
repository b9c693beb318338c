extension Text {
    /// A symbol as text, so it flows with the words around it (`Text(Image(systemName: "star")) +
    /// Text(" Favourites")`): one run carrying the symbol's name (see `TextRun.symbol`). An image
    /// that is not a symbol shows nothing.
    public init(_ image: Image) {
        guard let name = image.attributes[.systemName] else {
            self.init(verbatim: "")
            return
        }
        self.init(verbatim: "")
        runs = [TextRun(text: "", symbol: name)]
    }
}

/// Symbols inside a text: a symbol interpolated into a string literal travels through the
/// Markdown parser as a marked value and is split into its own run afterwards.
enum SymbolInText {
    private static let start: Character = "\u{E000}"
    private static let end: Character = "\u{E001}"

    /// The marked value standing for `image` (nothing for an image that is not a symbol).
    static func marker(for image: Image) -> String {
        guard let name = image.attributes[.systemName] else { return "" }
        return String(start) + name.filter { $0 != start && $0 != end } + String(end)
    }

    /// `runs` with every marked symbol made a run of its own (keeping the style of the run it was in).
    static func split(_ runs: [TextRun]) -> [TextRun] {
        var result: [TextRun] = []
        for run in runs {
            guard run.text.contains(start) else {
                result.append(run)
                continue
            }
            var text = ""
            var name: String?
            for character in run.text {
                if character == start {
                    if !text.isEmpty { result.append(restyled(run, text: text)) }
                    text = ""
                    name = ""
                } else if character == end, let symbol = name {
                    var symbolRun = restyled(run, text: "")
                    symbolRun.symbol = symbol
                    result.append(symbolRun)
                    name = nil
                } else if name != nil {
                    name?.append(character)
                } else {
                    text.append(character)
                }
            }
            if !text.isEmpty { result.append(restyled(run, text: text)) }
        }
        return result
    }

    private static func restyled(_ run: TextRun, text: String) -> TextRun {
        var copy = run
        copy.text = text
        return copy
    }
}
