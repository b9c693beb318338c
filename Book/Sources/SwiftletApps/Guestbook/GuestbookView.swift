@_spi(SwiftletHost) import SwiftletUI

/// A text field and the messages submitted with it: exercises input and submit events, and shows
/// that whatever a person types (markup included) is displayed as text.
public struct GuestbookView: View {
    @State private var draft = ""
    @State private var messages: [GuestbookMessage] = []

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    TextField("Message", text: $draft, prompt: Text("Write something"))
                        .onSubmit(post)
                        .accessibilityIdentifier("draft")
                    Button("Post", action: post)
                        .disabled(draft.isEmpty)
                        .accessibilityIdentifier("post")
                }
                Text(draft.isEmpty ? "Nothing typed yet" : "Preview: \(draft)").accessibilityIdentifier("preview")
                ForEach(messages) { message in
                    Text(message.text).accessibilityIdentifier("message-\(message.id)")
                }
            }
            .navigationTitle("Guestbook")
        }
    }

    /// The most messages a guestbook shows; posting more drops the oldest.
    public static let maxMessages = 100
    /// The longest message kept, in characters; a longer draft is cut.
    public static let maxMessageLength = 1_000

    private func post() {
        guard !draft.isEmpty else { return }
        let id = (messages.last?.id ?? 0) + 1
        messages.append(GuestbookMessage(id: id, text: String(draft.prefix(Self.maxMessageLength))))
        if messages.count > Self.maxMessages { messages.removeFirst(messages.count - Self.maxMessages) }
        draft = ""
    }
}

/// One posted message.
struct GuestbookMessage: Identifiable, Equatable {
    let id: Int
    let text: String
}
