@_spi(SwiftletHost) import SwiftletUI

/// A test app for rich text: Markdown in string literals, concatenated styled texts, a value that
/// looks like markup (shown as written) and a text whose Markdown changes with a button.
struct RichTextView: View {
    @State private var name = "<b>Ada</b>"
    @State private var stage = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("A **bold**, *italic*, ~~old~~ and `code` [site](https://example.com)")
                .accessibilityIdentifier("markdown")
            Text("Hello **\(name)** [bad](javascript:alert(1))").accessibilityIdentifier("greeting")
            (Text("plain ") + Text("heavy").bold() + Text(" red").foregroundColor(.red))
                .accessibilityIdentifier("joined")
            stageText.accessibilityIdentifier("stage")
            Button("next") { stage += 1 }
        }
    }

    private var stageText: Text {
        switch stage % 3 {
        case 0: return Text("first **one**")
        case 1: return Text("then *two* and [mail](mailto:a@example.com)")
        default: return Text(verbatim: "plain **three**")
        }
    }
}
