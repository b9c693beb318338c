@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Greeting: View {
    @State private var name = "Ada"
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Hello **\(name)**")
            Text("plain \(count)")
            Text("a") + Text("b").bold() + Text("c").foregroundColor(.red)
            Button("rename") { name = "*Grace*" }
            Button("count") { count += 1 }
            Counter(count: count)
        }
    }
}

private struct Counter: View {
    let count: Int
    var body: some View { Text(count.isMultiple(of: 2) ? "**even**" : "odd") }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RichTextTests {
    private func runs(_ text: Text) -> [TextRun]? {
        let host = HeadlessHost(text)
        guard let node = host.graph.tree.allNodes.first(where: { $0.kind == .text }) else { return nil }
        return node.attributes[.runs].flatMap(TextRun.decode)
    }

    private func node(_ text: Text) -> RenderNode? {
        HeadlessHost(text).graph.tree.allNodes.first(where: { $0.kind == .text })
    }

    @Test func aLiteralRendersItsInlineMarkdown() throws {
        let text = try #require(
            node(Text("A **bold**, *italic*, _also_, ~~gone~~, `x*y` and [site](https://example.com)")))
        #expect(text.text == "A bold, italic, also, gone, x*y and site")
        let parts = try #require(text.attributes[.runs].flatMap(TextRun.decode))
        #expect(
            parts == [
                TextRun(text: "A "), TextRun(text: "bold", bold: true), TextRun(text: ", "),
                TextRun(text: "italic", italic: true), TextRun(text: ", "), TextRun(text: "also", italic: true),
                TextRun(text: ", "), TextRun(text: "gone", strikethrough: true), TextRun(text: ", "),
                TextRun(text: "x*y", code: true), TextRun(text: " and "),
                TextRun(text: "site", link: "https://example.com"),
            ])
    }

    @Test func nestedAndTripleEmphasis() {
        #expect(
            runs(Text("***both*** **a *b* c**"))
                == [
                    TextRun(text: "both", bold: true, italic: true), TextRun(text: " "),
                    TextRun(text: "a ", bold: true), TextRun(text: "b", bold: true, italic: true),
                    TextRun(text: " c", bold: true),
                ])
    }

    @Test func plainLiteralsStayPlainTextWithoutRuns() throws {
        for text in [
            Text("Hello"), Text("snake_case_name"), Text("5 * 3 = 15"), Text("a ** b"), Text("unclosed **bold"),
            Text("[not a link]"), Text("~single~"),
        ] {
            let shown = try #require(node(text))
            #expect(shown.attributes[.runs] == nil)
            #expect(shown.attributes.isEmpty)
        }
        #expect(node(Text("snake_case_name"))?.text == "snake_case_name")
        #expect(node(Text("5 * 3 = 15"))?.text == "5 * 3 = 15")
        #expect(node(Text("a \\*b\\*"))?.text == "a *b*")
    }

    @Test func verbatimAndStringValuesAreNotParsed() throws {
        let value = "**not bold**"
        let substring = value.dropFirst(0)
        for text in [Text(verbatim: "**not bold**"), Text(value), Text(substring)] {
            let shown = try #require(node(text))
            #expect(shown.text == "**not bold**")
            #expect(shown.attributes[.runs] == nil)
        }
    }

    @Test func aKeyMadeAtRunTimeIsParsed() {
        let markdown = "**bold**"
        #expect(runs(Text(LocalizedStringKey(markdown))) == [TextRun(text: "bold", bold: true)])
    }

    @Test func interpolatedValuesAreShownAsTheyAreInsideTheMarkdownAroundThem() {
        let name = "*Ada* `x` [y](z)"
        #expect(
            runs(Text("Hello **\(name)**!")) == [
                TextRun(text: "Hello "), TextRun(text: "*Ada* `x` [y](z)", bold: true), TextRun(text: "!"),
            ])
        let count = 3
        #expect(node(Text("\(count) items"))?.text == "3 items")
        #expect(node(Text("\(count) items"))?.attributes[.runs] == nil)
        #expect(node(Text("\(2.5, specifier: "%.2f") km"))?.text == "2.50 km")
    }

    @Test func concatenationKeepsEachPartsStyle() {
        let text = Text("a") + Text("b").bold() + Text("c").foregroundColor(.red).italic()
        #expect(
            runs(text) == [
                TextRun(text: "a"), TextRun(text: "b", attributes: [.bold: "true"]),
                TextRun(text: "c", attributes: [.foreground: "red", .italic: "true"]),
            ])
        #expect(node(text)?.text == "abc")
        // Markdown runs keep their style inside a concatenation, and a part's modifiers reach its runs.
        #expect(
            runs(Text("**x**").font(.title) + Text(verbatim: "y")) == [
                TextRun(text: "x", bold: true, attributes: [.font: "title"]), TextRun(text: "y"),
            ])
    }

    @Test func plainPartsWithTheSameModifiersStayOnePlainText() throws {
        let shown = try #require(node(Text("a").bold() + Text("b").bold()))
        #expect(shown.text == "ab")
        #expect(shown.attributes == [.bold: "true"])
        #expect(try #require(node(Text("a") + Text("b"))).attributes.isEmpty)
    }

    @Test func aChangedValueUpdatesTheRunsAndOnlyTheReadersAreEvaluated() async throws {
        let host = HeadlessHost(Greeting())
        #expect(host.snapshot().contains("Hello Ada"))
        host.evaluations.reset()
        try await host.tap("rename")
        let greeting = try #require(host.graph.tree.allNodes.first { $0.text?.hasPrefix("Hello") == true })
        #expect(greeting.text == "Hello *Grace*")
        #expect(
            greeting.attributes[.runs].flatMap(TextRun.decode) == [
                TextRun(text: "Hello "), TextRun(text: "*Grace*", bold: true),
            ])
        #expect(host.evaluations.count(of: Greeting.self) == 1)
        #expect(host.evaluations.count(of: Counter.self) == 0)
    }

    @Test func aTextThatTurnsPlainLosesItsRuns() async throws {
        let host = HeadlessHost(Greeting())
        let even = try #require(host.graph.tree.allNodes.first { $0.text == "even" })
        #expect(even.attributes[.runs] != nil)
        try await host.tap("count")
        let odd = try #require(host.graph.tree.allNodes.first { $0.text == "odd" })
        #expect(odd.attributes[.runs] == nil)
        #expect(odd.kind == .text)
        #expect(host.snapshot().contains("odd"))
    }

    @Test func snapshotsShowThePlainText() {
        let host = HeadlessHost(Greeting())
        let snapshot = host.snapshot()
        #expect(snapshot.contains("Hello Ada"))
        #expect(snapshot.contains("abc"))
        #expect(!snapshot.contains("**"))
    }
}
