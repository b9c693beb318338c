import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// Blabber (book §2.3, chapters 4–6): a login screen, then the live chat room.
///
/// The name is kept with `@AppStorage("username")` (in the browser's `localStorage`), so it survives
/// visits. "Enter" is disabled while the name is empty or longer than the server accepts (64
/// characters), so an invalid name never reaches the server. It pushes the chat screen, whose task
/// owns the room stream: going back cancels it.
public struct BlabberView: View {
    @StateObject private var model: BlabberModel
    @AppStorage("username") private var username = ""

    /// The app against the book server at `server`.
    public init(server: URL) {
        _model = StateObject(wrappedValue: BlabberModel(server: server))
    }

    /// The app with a model made elsewhere (tests inject its client and sleep).
    public init(model: BlabberModel) {
        _model = StateObject(wrappedValue: model)
    }

    public var body: some View {
        // Read here, so the chat screen a URL opened follows the stored name when the page sends it.
        let name = username
        return NavigationStack {
            LoginScreen(username: $username)
                // The chat is pushed by value (`/apps/blabber/BlabberRoute:chat`); the name is not in
                // the URL: it comes from the page's stored name, and without one the screen asks for it.
                .navigationDestination(for: BlabberRoute.self) { _ in
                    if ChatRoomClient.isValidUserName(name) {
                        ChatScreen(model: model, username: name)
                    } else {
                        Text("Enter your name on the previous screen first.")
                            .accessibilityIdentifier("chat-needs-name")
                            .navigationTitle("Blabber")
                    }
                }
        }
    }
}

/// Blabber's pushed screens, as a URL names them.
enum BlabberRoute: String, Hashable, Codable {
    /// The chat room, under the stored name.
    case chat
}

/// The login screen: title, name field, enter button.
struct LoginScreen: View {
    @Binding var username: String

    var body: some View {
        VStack(alignment: .center, spacing: 16) {
            Text("Blabber").font(.largeTitle).accessibilityIdentifier("login-title")
            TextField("Name", text: $username, prompt: Text("Enter your name"))
                .accessibilityIdentifier("login-name")
            if username.count > ChatRoomClient.maximumUserNameLength {
                Text("A name has at most \(ChatRoomClient.maximumUserNameLength) characters.")
                    .foregroundColor(.red)
                    .accessibilityIdentifier("login-hint")
            }
            NavigationLink(value: BlabberRoute.chat) { Text("Enter") }
                .disabled(!ChatRoomClient.isValidUserName(username))
                .accessibilityIdentifier("login-enter")
        }
        .padding()
        .navigationTitle("Blabber")
    }
}
