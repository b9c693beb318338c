import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// The chat screen: the message list (scrolled to the newest message), and the bottom bar with the
/// location and countdown buttons, the message field (Return sends) and the send button.
///
/// Its task runs `model.chat()`; leaving the screen cancels it, which closes the stream and clears
/// the messages. Actions run as children of that task (`model.perform`). A failed chat shows the
/// alert, whose "Close" also leaves the chat; a failed action (a refused message, a denied location)
/// shows the alert and keeps the chat and the typed text. A cancelled action shows nothing.
struct ChatScreen: View {
    @ObservedObject var model: BlabberModel
    let username: String
    @State private var message = ""
    @State private var errorMessage: String?
    @State private var leavesOnClose = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.hostServices) private var host

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(alignment: .leading, spacing: 6) {
                        ForEach(model.messages.enumerated().map(NumberedMessage.init)) { item in
                            MessageRow(
                                message: item.message, index: item.index, isOwn: item.message.user == model.username
                            )
                            .id(item.message.id)
                        }
                    }
                    .frame(maxWidth: .infinity)
                    // A chat is a log: each new message is read once, politely (docs/web.md).
                    .accessibilityLiveRegion(.log)
                    .accessibilityLabel("Messages")
                }
                .frame(width: 560, height: 360)
                .accessibilityIdentifier("chat-messages")
                .onChange(of: model.messages.last?.id) {
                    if let last = model.messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
                }
            }
            HStack(spacing: 8) {
                Button("📍") { shareLocation() }.accessibilityIdentifier("location-button")
                Button("⏱") { countdown() }.accessibilityIdentifier("countdown-button")
                TextField("Message", text: $message, prompt: Text("Message"))
                    .onSubmit { send() }
                    .accessibilityIdentifier("message-field")
                Button("Send") { send() }.accessibilityIdentifier("send-button")
            }
        }
        .padding()
        .navigationTitle("Blabber — \(username)")
        .task {
            model.username = username
            if let host {
                model.notificationCenter = host.notificationCenter
                model.locationProvider = host.location
            }
            do {
                try await model.chat()
            } catch is CancellationError {
            } catch {
                leavesOnClose = true
                errorMessage = BlabberError.message(for: error)
            }
        }
        .alert("Error", isPresented: Binding(get: { errorMessage != nil }, set: { if !$0 { errorMessage = nil } })) {
            Button("Close", role: .cancel) {
                if leavesOnClose { dismiss() }
            }
            .accessibilityIdentifier("close-alert")
        } message: {
            Text(errorMessage ?? "").accessibilityIdentifier("error-message")
        }
    }

    private func send() {
        let text = message
        guard !text.isEmpty else { return }
        run {
            try await model.say(text)
            if message == text { message = "" }
        }
    }

    private func countdown() {
        let text = message
        message = ""
        run { try await model.countdown(to: text) }
    }

    private func shareLocation() {
        run { try await model.shareLocation() }
    }

    /// Runs `action` as a child of the chat; a failure other than cancellation shows the alert.
    private func run(_ action: @escaping @MainActor @Sendable () async throws -> Void) {
        let report = $errorMessage
        model.perform {
            do {
                try await action()
            } catch is CancellationError {
            } catch {
                report.wrappedValue = BlabberError.message(for: error)
            }
        }
    }
}

/// A message with its position in the list.
struct NumberedMessage: Identifiable {
    let index: Int
    let message: RoomMessage
    var id: UUID { message.id }

    init(_ pair: (offset: Int, element: RoomMessage)) {
        index = pair.offset
        message = pair.element
    }
}
