import Foundation

/// One styled piece of a rich ``Text``: what Markdown (`**bold**`, `*italic*`, code between backticks,
/// `~~strike~~`, `[title](url)`) or a concatenation (`Text("a") + Text("b").bold()`) made of it.
///
/// A `.text` node whose text has runs carries them in the attribute `runs` (`TextRun.encode(_:)`);
/// its `text` stays the plain string (the runs' texts joined), so hosts that ignore `runs` show it.
@_spi(SwiftletHost) public struct TextRun: Equatable, Hashable, Sendable, Codable {
    /// The characters shown (never parsed by a host).
    public var text: String
    /// Strong emphasis (`**x**`, `__x__`).
    public var bold = false
    /// Emphasis (`*x*`, `_x_`).
    public var italic = false
    /// Inline code (text between backticks), shown in a monospaced font.
    public var code = false
    /// Struck through (`~~x~~`).
    public var strikethrough = false
    /// The destination of a link (`[x](url)`), as written; hosts decide which schemes they open.
    public var link: String?
    /// Attributes of the ``Text`` this run came from in a concatenation (`bold`, `font`,
    /// `foreground`, ...), with the same names and values as on a `.text` node.
    public var attributes: [RenderAttribute: String] = [:]
    /// The name of a symbol shown in the text (`Text(Image(systemName:))`,
    /// `"\(Image(systemName: "star"))"`); such a run has no text.
    public var symbol: String?

    public init(
        text: String, bold: Bool = false, italic: Bool = false, code: Bool = false, strikethrough: Bool = false,
        link: String? = nil, attributes: [RenderAttribute: String] = [:], symbol: String? = nil
    ) {
        self.symbol = symbol
        self.text = text
        self.bold = bold
        self.italic = italic
        self.code = code
        self.strikethrough = strikethrough
        self.link = link
        self.attributes = attributes
    }

    /// Whether this run has the same style as `other` (so the two can be one run).
    func hasSameStyle(as other: TextRun) -> Bool {
        bold == other.bold && italic == other.italic && code == other.code && strikethrough == other.strikethrough
            && link == other.link && attributes == other.attributes && symbol == nil && other.symbol == nil
    }

    /// Whether the run has no style at all (plain text).
    var isPlain: Bool {
        !bold && !italic && !code && !strikethrough && link == nil && attributes.isEmpty && symbol == nil
    }

    private enum CodingKeys: String, CodingKey {
        case text = "t", bold = "b", italic = "i", code = "c", strikethrough = "s", link = "u", attributes = "a"
        case symbol = "y"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        bold = try container.decodeIfPresent(Bool.self, forKey: .bold) ?? false
        italic = try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        code = try container.decodeIfPresent(Bool.self, forKey: .code) ?? false
        strikethrough = try container.decodeIfPresent(Bool.self, forKey: .strikethrough) ?? false
        link = try container.decodeIfPresent(String.self, forKey: .link)
        attributes = try container.decodeIfPresent([RenderAttribute: String].self, forKey: .attributes) ?? [:]
        symbol = try container.decodeIfPresent(String.self, forKey: .symbol)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        if bold { try container.encode(true, forKey: .bold) }
        if italic { try container.encode(true, forKey: .italic) }
        if code { try container.encode(true, forKey: .code) }
        if strikethrough { try container.encode(true, forKey: .strikethrough) }
        try container.encodeIfPresent(link, forKey: .link)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
        try container.encodeIfPresent(symbol, forKey: .symbol)
    }

    /// The value of the `runs` attribute: a JSON array of objects with keys `t` (text), `b`, `i`,
    /// `c`, `s` (true when bold, italic, code, struck through), `u` (link), `a` (attributes) and `y`
    /// (a symbol's name).
    public static func encode(_ runs: [TextRun]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(runs) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The runs of a `runs` attribute; nil when it is not one.
    public static func decode(_ value: String) -> [TextRun]? {
        try? JSONDecoder().decode([TextRun].self, from: Data(value.utf8))
    }

    /// `runs` with neighbours of the same style joined and empty runs left out.
    static func merged(_ runs: [TextRun]) -> [TextRun] {
        var result: [TextRun] = []
        for run in runs where !run.text.isEmpty || run.symbol != nil {
            if let last = result.last, last.hasSameStyle(as: run) {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }
}
