import SwiftletUI

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

    private func post() {
        guard !draft.isEmpty else { return }
        messages.append(GuestbookMessage(id: messages.count + 1, text: draft))
        draft = ""
    }
}

/// One posted message.
struct GuestbookMessage: Identifiable, Equatable {
    let id: Int
    let text: String
}
