import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// One message: the user's own right-aligned, others' left-aligned under the sender's name,
/// system messages (no user) centred. Identifiers `message-<n>` and `message-text-<n>`.
struct MessageRow: View, Equatable {
    let message: RoomMessage
    let index: Int
    let isOwn: Bool

    var body: some View {
        HStack(spacing: 0) {
            if let user = message.user {
                if isOwn {
                    Spacer()
                    bubble.background(Color(red: 0.82, green: 0.94, blue: 0.94))
                } else {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(user).font(.caption).foregroundColor(.orange).accessibilityIdentifier(
                            "message-user-\(index)")
                        bubble.background(Color(red: 1, green: 0.92, blue: 0.82))
                    }
                    Spacer()
                }
            } else {
                Spacer()
                Text(message.message).font(.caption).foregroundColor(.secondary)
                    .accessibilityIdentifier("message-text-\(index)")
                Spacer()
            }
        }
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier("message-\(index)")
    }

    private var bubble: some View {
        Text(message.message).padding(8).accessibilityIdentifier("message-text-\(index)")
    }
}
