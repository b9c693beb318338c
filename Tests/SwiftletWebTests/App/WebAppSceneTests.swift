@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// How an app's windows become browser apps.
@MainActor @Suite struct WebAppSceneTests {
    private struct TwoWindows: App {
        var body: some Scene {
            WindowGroup("Stock Ticker!") { Text("a") }
            WindowGroup("Stock ticker") { Text("b") }
            WindowGroup { Text("c") }
        }
    }

    @Test func windowsAreNamedAfterTheirTitlesInOrder() {
        let apps = WebApp.apps(for: TwoWindows().body, fallbackTitle: "TwoWindows")
        #expect(apps.map(\.name) == ["stock-ticker", "stock-ticker-2", "twowindows"])
        #expect(apps.map(\.title) == ["Stock Ticker!", "Stock ticker", "TwoWindows"])
    }

    @Test func titlesWithoutLettersOrDigitsStillGetAName() {
        #expect(WebApp.pathName(for: "—!") == "app")
        #expect(WebApp.pathName(for: "  Redraw  Lab 2 ") == "redraw-lab-2")
    }
}
