import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// EmojiArt (book §2.5, chapters 8–9 and the challenge): verifies the gallery feed with a progress
/// bar, then shows it in a 3-column grid whose thumbnails come through the image database (memory →
/// disk → network); tapping an item opens its details in a sheet; a bottom toolbar clears the caches
/// and shows the live access counters.
public struct EmojiArtView: View {
    @StateObject private var session: EmojiArtSession

    /// The app for the services' book server.
    public init(services: EmojiArtServices) {
        _session = StateObject(wrappedValue: EmojiArtSession(services: services))
    }

    /// The app driven by `session` (tests keep a reference to inspect it).
    public init(session: EmojiArtSession) {
        _session = StateObject(wrappedValue: session)
    }

    public var body: some View {
        NavigationStack {
            if session.phase == .feed {
                FeedScreen(session: session, feed: session.feed)
            } else {
                VerifyingScreen(percent: session.percent)
            }
        }
        .task { await session.start() }
        .alert(
            "Error",
            isPresented: Binding(get: { session.errorMessage != nil }, set: { if !$0 { session.errorMessage = nil } })
        ) {
            Button("OK") {}.accessibilityIdentifier("close-alert")
        } message: {
            Text(session.errorMessage ?? "").accessibilityIdentifier("error-message")
        }
    }
}

/// "Verifying feed" with a progress bar and `N%` once the feed is loaded.
struct VerifyingScreen: View, Equatable {
    let percent: Int?

    var body: some View {
        VStack(spacing: 12) {
            if let percent {
                ProgressView("Verifying feed", value: Double(percent), total: 100)
                    .accessibilityIdentifier("verify-progress")
                Text("\(percent)%").accessibilityIdentifier("verify-percent")
            } else {
                ProgressView("Verifying feed").accessibilityIdentifier("verify-progress")
            }
        }
        .padding()
    }
}
