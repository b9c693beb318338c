import SwiftletDev
import Testing

/// Only the app's own pages may read the dev loop's events (compiler output, the app's stderr).
@Suite struct ControlOriginTests {
    /// The names an app listening on 127.0.0.1:8080 answers to.
    static func isAppHost(_ authority: String) -> Bool {
        ["127.0.0.1:8080", "localhost:8080", "[::1]:8080"].contains(authority)
    }

    @Test func theAppsOwnPagesAreAllowed() {
        for origin in ["http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080", "HTTP://LOCALHOST:8080"] {
            #expect(ControlOrigin.allows(origin: origin, appPort: 8080, isAppHost: Self.isAppHost), "\(origin)")
        }
    }

    @Test func anyOtherOriginIsRefused() {
        let refused = [
            nil, "", "null", "http://rebind.attacker.example:8080", "http://127.0.0.1:8081", "https://localhost:8080",
            "http://localhost", "http://localhost:8080/path", "http://user@localhost:8080", "file://",
            "http://127.0.0.2:8080",
        ]
        for origin in refused {
            #expect(
                !ControlOrigin.allows(origin: origin, appPort: 8080, isAppHost: Self.isAppHost), "\(origin ?? "nil")")
        }
    }
}
