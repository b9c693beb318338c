@_spi(SwiftletHost) import SwiftletUI

// Text that changes on its own (docs/web/accessibility.md, live regions).
extension DOMMapping {
    /// The live-region role a generic element gets: `.accessibilityLiveRegion(.log)` → `log`,
    /// `.status` → `status`; none otherwise (the `.updatesFrequently` trait is a polite `aria-live`).
    static func liveRegionRole(_ attributes: [RenderAttribute: String]) -> String? {
        switch attributes[.accessibilityLiveRegion] {
        case "log": return "log"
        case "status": return "status"
        case "off": return nil
        default: return nil
        }
    }

    /// The `aria-live` an element gets: `off` for `.accessibilityLiveRegion(.off)`; `polite` for the
    /// `.updatesFrequently` trait (a polite live region: each change is read when the reader is
    /// idle, so text that changes every second should not carry it) and for a log or status region
    /// on an element that keeps its own role (a control); nil where the role says it.
    static func liveRegionLiveness(_ attributes: [RenderAttribute: String], role: String?) -> String? {
        switch attributes[.accessibilityLiveRegion] {
        case "log", "status":
            return role == "log" || role == "status" ? nil : "polite"
        case "off":
            return "off"
        default:
            return attributes[.traitUpdatesFrequently] == "true" ? "polite" : nil
        }
    }
}
