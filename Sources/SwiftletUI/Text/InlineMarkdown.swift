/// A small parser of the inline Markdown a ``LocalizedStringKey`` renders: `**bold**`/`__bold__`,
/// `*italic*`/`_italic_`, `***both***`, `~~strike~~`, code between backticks (not parsed inside), links
/// `[title](url)` and backslash escapes (`\*`). Delimiters follow CommonMark's flanking rules in
/// short: an opener is not followed by a space, a closer not preceded by one, and `_` does not open
/// or close inside a word (`snake_case` stays as written). Anything unmatched is shown as written.
enum InlineMarkdown {
    /// The first placeholder scalar (Supplementary Private Use Area-A): value `k` is `base + k`.
    private static let base: UInt32 = 0xF0000
    private static let last: UInt32 = 0xFFFFD

    static func placeholder(_ index: Int) -> Character {
        let value = base + UInt32(min(index, Int(last - base)))
        return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
    }

    static func isPlaceholder(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (base...last).contains(scalar.value)
    }

    static func containsPlaceholder(_ string: String) -> Bool {
        string.unicodeScalars.contains { (base...last).contains($0.value) }
    }

    /// Whether `string` holds a character Markdown reacts to; when not, it is plain text as written.
    static func mayHaveMarkup(_ string: String) -> Bool {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
                UInt8(ascii: "\\"):
                return true
            default: continue
            }
        }
        return false
    }

    /// The runs of `source`, placeholders replaced by `values`.
    static func runs(_ source: String, values: [String]) -> [TextRun] {
        var parser = Parser(characters: Array(source), values: values)
        parser.parse(0..<parser.characters.count, style: TextRun(text: ""))
        return TextRun.merged(parser.output)
    }

    private struct Parser {
        let characters: [Character]
        let values: [String]
        var output: [TextRun] = []

        init(characters: [Character], values: [String]) {
            self.characters = characters
            self.values = values
        }

        /// `text` with placeholders replaced by their values.
        func resolved(_ text: some Sequence<Character>) -> String {
            var result = ""
            for character in text {
                if InlineMarkdown.isPlaceholder(character), let scalar = character.unicodeScalars.first {
                    let index = Int(scalar.value - InlineMarkdown.base)
                    result += index < values.count ? values[index] : String(character)
                } else {
                    result.append(character)
                }
            }
            return result
        }

        mutating func emit(_ text: String, style: TextRun) {
            guard !text.isEmpty else { return }
            var run = style
            run.text = text
            output.append(run)
        }

        func isSpace(_ index: Int) -> Bool {
            index < 0 || index >= characters.count || characters[index].isWhitespace
        }

        func isWordCharacter(_ index: Int) -> Bool {
            index >= 0 && index < characters.count
                && (characters[index].isLetter || characters[index].isNumber)
        }

        /// The length of the run of `characters[index]` starting at `index` (within `end`).
        func runLength(at index: Int, end: Int) -> Int {
            var next = index
            while next < end, characters[next] == characters[index] { next += 1 }
            return next - index
        }

        /// The end of the code span opened by `length` backticks at `index`, or nil.
        func codeSpanEnd(from index: Int, length: Int, end: Int) -> Int? {
            var scan = index + length
            while scan < end {
                if characters[scan] == "`" {
                    let count = runLength(at: scan, end: end)
                    if count == length { return scan }
                    scan += count
                } else {
                    scan += 1
                }
            }
            return nil
        }

        /// Where the closer of a `length`-long `delimiter` run opened at `index` starts, or nil.
        func closer(of delimiter: Character, length: Int, from index: Int, end: Int) -> Int? {
            var scan = index + length
            while scan < end {
                let character = characters[scan]
                if character == "\\" {
                    scan += 2
                } else if character == "`" {
                    let count = runLength(at: scan, end: end)
                    scan = (codeSpanEnd(from: scan, length: count, end: end) ?? scan) + count
                } else if character == delimiter {
                    let count = runLength(at: scan, end: end)
                    if count == length, !isSpace(scan - 1), scan > index + length,
                        delimiter != "_" || !isWordCharacter(scan + count)
                    {
                        return scan
                    }
                    scan += count
                } else {
                    scan += 1
                }
            }
            return nil
        }

        /// The link `[label](url)` whose `[` is at `index`: label range, url, and the index after it.
        func link(at index: Int, end: Int) -> (label: Range<Int>, url: String, next: Int)? {
            var depth = 0
            var scan = index
            var close: Int?
            while scan < end {
                let character = characters[scan]
                if character == "\\" {
                    scan += 2
                    continue
                }
                if character == "[" { depth += 1 }
                if character == "]" {
                    depth -= 1
                    if depth == 0 {
                        close = scan
                        break
                    }
                }
                scan += 1
            }
            guard let close, close + 1 < end, characters[close + 1] == "(" else { return nil }
            var urlEnd = close + 2
            var parentheses = 0
            while urlEnd < end {
                if characters[urlEnd] == "(" { parentheses += 1 }
                if characters[urlEnd] == ")" {
                    if parentheses == 0 { break }
                    parentheses -= 1
                }
                urlEnd += 1
            }
            guard urlEnd < end else { return nil }
            var url = resolved(characters[(close + 2)..<urlEnd]).trimmingSpaces()
            if url.hasPrefix("<"), url.hasSuffix(">"), url.count >= 2 { url = String(url.dropFirst().dropLast()) }
            // `[x](url "title")`: the title is not shown.
            if let space = url.firstIndex(of: " ") { url = String(url[..<space]) }
            return (index + 1..<close, url, urlEnd + 1)
        }

        mutating func parse(_ range: Range<Int>, style: TextRun) {
            var buffer: [Character] = []
            var index = range.lowerBound
            let end = range.upperBound
            func flush(_ parser: inout Parser) {
                parser.emit(parser.resolved(buffer), style: style)
                buffer.removeAll()
            }
            while index < end {
                let character = characters[index]
                switch character {
                case "\\"
                where index + 1 < end && characters[index + 1].isASCII
                    && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                    buffer.append(characters[index + 1])
                    index += 2
                case "`":
                    let length = runLength(at: index, end: end)
                    guard let close = codeSpanEnd(from: index, length: length, end: end) else {
                        buffer.append(contentsOf: characters[index..<(index + length)])
                        index += length
                        continue
                    }
                    flush(&self)
                    var code = Array(characters[(index + length)..<close])
                    if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = Array(code.dropFirst().dropLast())
                    }
                    var codeStyle = style
                    codeStyle.code = true
                    emit(resolved(code), style: codeStyle)
                    index = close + length
                case "*", "_", "~":
                    let length = runLength(at: index, end: end)
                    let opens =
                        (character != "~" || length == 2) && length <= 3 && !isSpace(index + length)
                        && (character != "_" || !isWordCharacter(index - 1))
                    guard opens, let close = closer(of: character, length: length, from: index, end: end) else {
                        buffer.append(contentsOf: characters[index..<(index + length)])
                        index += length
                        continue
                    }
                    flush(&self)
                    var inner = style
                    if character == "~" {
                        inner.strikethrough = true
                    } else {
                        if length != 2 { inner.italic = true }
                        if length >= 2 { inner.bold = true }
                    }
                    parse((index + length)..<close, style: inner)
                    index = close + length
                case "[":
                    guard let link = link(at: index, end: end) else {
                        buffer.append(character)
                        index += 1
                        continue
                    }
                    flush(&self)
                    var inner = style
                    inner.link = link.url
                    parse(link.label, style: inner)
                    index = link.next
                default:
                    buffer.append(character)
                    index += 1
                }
            }
            flush(&self)
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var characters = Substring(self)
        while characters.first?.isWhitespace == true { characters.removeFirst() }
        while characters.last?.isWhitespace == true { characters.removeLast() }
        return String(characters)
    }
}
