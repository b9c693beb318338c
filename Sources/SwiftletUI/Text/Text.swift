import Foundation

/// A line (or lines) of text. Renders a `.text` node whose `text` is the string shown. Text with
/// styled parts (Markdown in a string literal, or a concatenation of differently styled texts)
/// also carries the attribute `runs` (see `TextRun`); plain text never does.
public struct Text: View, ElementView, Equatable {
    let content: String
    var attributes: [RenderAttribute: String] = [:]
    /// The styled parts, or nil for plain text (then `content` is shown with `attributes`).
    var runs: [TextRun]?
    /// Set by `Text(_:format:)`; `content` is then the text in the default locale and the
    /// node shows the text in the environment's `\.locale`.
    var localized: LocalizedText?

    /// Text showing `content` verbatim (a string value is never parsed as Markdown).
    @_disfavoredOverload
    public init(_ content: some StringProtocol) { self.content = String(content) }

    /// Text showing `content` verbatim.
    public init(verbatim content: String) { self.content = content }

    /// Text for a string literal, as SwiftUI's `Text(_:tableName:bundle:comment:)`: its inline
    /// Markdown is rendered (`**bold**`, `*italic*`, `~~strike~~`, code between backticks, `[title](url)`);
    /// values interpolated into the literal are shown as they are. There are no localization
    /// tables on Linux: `tableName`, `bundle` and `comment` are ignored.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        guard let source = key.source else {
            content = key.plain
            return
        }
        var parsed = InlineMarkdown.runs(source, values: key.values)
        // Symbols interpolated into the literal become their own runs.
        if key.hasSymbols { parsed = SymbolInText.split(parsed) }
        content = parsed.map(\.text).joined()
        if parsed.contains(where: { !$0.isPlain }) { runs = parsed }
    }

    public var body: Never { primitiveBody() }

    /// Bold text (attribute `bold` = `true`).
    public func bold(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.attributes[.bold] = isActive ? "true" : nil
        return copy
    }

    /// Italic text (attribute `italic` = `true`).
    public func italic() -> Text {
        var copy = self
        copy.attributes[.italic] = "true"
        return copy
    }

    /// Text in `font` (attribute `font`).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.attributes[.font] = font?.name
        return copy
    }

    /// Text in `color` (attribute `foreground`).
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.attributes[.foreground] = color?.name
        return copy
    }

    /// Concatenates two texts, each part keeping its own style (font, weight, colour, Markdown).
    /// Two plain texts with the same modifiers stay one plain text with those modifiers.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = Text(verbatim: lhs.content + rhs.content)
        // A counting date (`Text(date, style: .timer)`) counts only alone: a host rewriting the
        // joined text would write over the other part.
        let (lhs, rhs) = (lhs.withoutCountingDate, rhs.withoutCountingDate)
        if lhs.runs == nil, rhs.runs == nil, lhs.attributes == rhs.attributes {
            result.attributes = lhs.attributes
            // The joined text formats both sides in the environment's locale.
            if lhs.localized != nil || rhs.localized != nil {
                result.localized = LocalizedText.joined(lhs, rhs)
            }
            return result
        }
        // Styled parts: a formatted part shows its text in the default locale (`en_US`).
        result.runs = TextRun.merged(lhs.styledRuns + rhs.styledRuns)
        return result
    }

    /// This text without the attributes that let a host count its date on.
    private var withoutCountingDate: Text {
        guard attributes[.dateStyle] != nil else { return self }
        var copy = self
        for name in [RenderAttribute.dateStyle, .date, .now] { copy.attributes[name] = nil }
        return copy
    }

    /// The runs of this text with its own modifiers folded into each (a run's own attributes win).
    private var styledRuns: [TextRun] {
        guard let runs else { return [TextRun(text: content, attributes: attributes)] }
        if attributes.isEmpty { return runs }
        return runs.map { run in
            var run = run
            run.attributes = attributes.merging(run.attributes) { _, own in own }
            return run
        }
    }

    /// The string shown.
    nonisolated var string: String { content }

    func describe(in node: ElementNode) -> ElementDescription {
        guard let runs else {
            return ElementDescription(
                kind: .text, text: localized?.string(in: node) ?? content, attributes: attributes)
        }
        var attributes = attributes
        attributes[.runs] = TextRun.encode(runs)
        return ElementDescription(kind: .text, text: content, attributes: attributes)
    }
}
