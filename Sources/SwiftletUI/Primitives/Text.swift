import Foundation

/// A line (or lines) of text. Renders a `.text` node whose `text` is the string shown. Text with
/// styled parts (Markdown in a string literal, or a concatenation of differently styled texts)
/// also carries the attribute `runs` (see ``TextRun``); plain text never does.
public struct Text: View, ElementView, Equatable {
    let content: String
    var attributes: [String: String] = [:]
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
        copy.attributes["bold"] = isActive ? "true" : nil
        return copy
    }

    /// Italic text (attribute `italic` = `true`).
    public func italic() -> Text {
        var copy = self
        copy.attributes["italic"] = "true"
        return copy
    }

    /// Text in `font` (attribute `font`).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.attributes["font"] = font?.name
        return copy
    }

    /// Text in `color` (attribute `foreground`).
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.attributes["foreground"] = color?.name
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
        guard attributes["dateStyle"] != nil else { return self }
        var copy = self
        for name in ["dateStyle", "date", "now"] { copy.attributes[name] = nil }
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
        attributes["runs"] = TextRun.encode(runs)
        return ElementDescription(kind: .text, text: content, attributes: attributes)
    }
}

/// A flexible space along the stack's axis. Renders `.spacer` (attribute `minLength` when given).
public struct Spacer: View, ElementView {
    let minLength: Double?

    public init(minLength: Double? = nil) { self.minLength = minLength }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .spacer, attributes: minLength.map { ["minLength": attributeNumber($0)] } ?? [:])
    }
}

/// A thin line between views. Renders `.divider`.
public struct Divider: View, ElementView {
    public init() {}
    public var body: Never { primitiveBody() }
    func describe(in node: ElementNode) -> ElementDescription { ElementDescription(kind: .divider) }
}

/// An image by name, by system symbol name, or from bytes. Renders `.image` with attribute `name`
/// (an asset of the app's `Assets.xcassets`, see `Image+Assets.swift`) or `src` (a URL), and for
/// bytes `bytes` (their count) and `blob` (the key under which the graph's ``ImageDataTable`` holds
/// them while the node is mounted; hosts serve the bytes from there, never inside an operation).
/// `Image(systemName:)` renders `.symbol` (see `Image+Symbols.swift`).
public struct Image: View, ElementView, Equatable {
    var attributes: [String: String]
    var data: Data?
    /// The bundle an asset is looked up in (`Image(_:bundle:)`), by path; nil: the app's resources.
    var bundlePath: String?

    /// An image of the app's asset catalog (`Assets.xcassets` among its resources; see docs/web.md),
    /// or of `bundle`'s.
    public init(_ name: String, bundle: Bundle? = nil) {
        attributes = ["name": name]
        bundlePath = bundle?.bundlePath
    }

    /// A system symbol, drawn by the host from Swiftlet's own symbol set (`SymbolCatalog`).
    public init(systemName: String) { attributes = ["systemName": systemName] }

    /// An image from its encoded bytes (JPEG, PNG, ...; a truncated JPEG shows as far as it goes).
    public init(data: Data) {
        attributes = ["bytes": String(data.count)]
        self.data = data
    }

    /// Image bytes loaded from `url`.
    public init(data: Data, url: URL?) {
        self.init(data: data)
        if let url { attributes["src"] = url.absoluteString }
    }

    /// An image a host loads from `url` itself (a relative URL is on the page's own server).
    public init(url: URL) { attributes = ["src": url.relativeString] }

    public var body: Never { primitiveBody() }

    /// Lets the image scale to its frame (attribute `resizable` = `true`).
    public func resizable() -> Image {
        var copy = self
        copy.attributes["resizable"] = "true"
        return copy
    }

    func describe(in node: ElementNode) -> ElementDescription {
        if attributes["systemName"] != nil { return describeSymbol(in: node) }
        var attributes = attributes
        if attributes["name"] != nil { describeAsset(into: &attributes, in: node) }
        if let data {
            attributes["blob"] = node.graph.imageData.publish(data, for: node.ownID)
        } else {
            node.graph.imageData.release(node.ownID)
        }
        return ElementDescription(kind: .image, attributes: attributes)
    }
}
