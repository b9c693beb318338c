import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_url_navigation.py` drives: a tab view whose first tab holds a
/// navigation stack with a typed path (`[Int]`) of three levels; each level also pushes a
/// view-destination "Notes" screen, which a URL cannot rebuild. The root shows the URL the page was
/// opened with (`.onOpenURL`).
public struct URLNavigationView: View {
    @State private var path: [Int] = []
    @State private var tab = Pane.levels
    @State private var openedURL = ""

    /// The tabs, tagged by a `String` raw value (`?tab=settings`).
    enum Pane: String, Hashable, Codable {
        case levels, settings
    }

    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $path) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Levels").accessibilityIdentifier("level-0")
                    Text(openedURL).accessibilityIdentifier("opened-url")
                    NavigationLink("Level 1", value: 1).accessibilityIdentifier("push-1")
                }
                .navigationTitle("Levels")
                .navigationDestination(for: Int.self) { level in LevelScreen(level: level) }
            }
            .tabItem { Text("Levels") }
            .tag(Pane.levels)
            Text("Settings").accessibilityIdentifier("settings")
                .tabItem { Text("Settings") }
                .tag(Pane.settings)
        }
        .onOpenURL { url in openedURL = url.absoluteString }
    }
}

/// One level: its number, the link to the next level (up to 3) and a "Notes" screen pushed as a view.
struct LevelScreen: View {
    let level: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Level \(level)").accessibilityIdentifier("level-\(level)")
            if level < 3 {
                NavigationLink("Level \(level + 1)", value: level + 1).accessibilityIdentifier("push-\(level + 1)")
            }
            NavigationLink("Notes") {
                Text("Notes on level \(level)").accessibilityIdentifier("notes-\(level)")
            }
            .accessibilityIdentifier("notes-link-\(level)")
        }
        .navigationTitle("Level \(level)")
    }
}
