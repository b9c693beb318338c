import SwiftletUI

// Accessibility (rest): text that changes on its own (docs/web.md, *Accessibility*, live regions).
extension DOMMapping {
    /// The live-region role a generic element gets: `.accessibilityLiveRegion(.log)` → `log`,
    /// `.status` → `status`; the `.updatesFrequently` trait (without a live region that says more)
    /// → `marquee`, ARIA's "changes often, not worth announcing" region (a ticker, a clock).
    static func liveRegionRole(_ attributes: [String: String]) -> String? {
        switch attributes["accessibilityLiveRegion"] {
        case "log": return "log"
        case "status": return "status"
        case "off": return nil
        default: return attributes["trait.updatesFrequently"] == "true" ? "marquee" : nil
        }
    }

    /// The `aria-live` an element gets: `off` for `.accessibilityLiveRegion(.off)` and for the
    /// `.updatesFrequently` trait (VoiceOver polls such an element rather than announcing each
    /// change, so a per-second price does not flood the speech); `polite` for a log or status
    /// region on an element that keeps its own role (a control); nil where the role says it.
    static func liveRegionLiveness(_ attributes: [String: String], role: String?) -> String? {
        switch attributes["accessibilityLiveRegion"] {
        case "log", "status":
            return role == "log" || role == "status" ? nil : "polite"
        case "off":
            return "off"
        default:
            return attributes["trait.updatesFrequently"] == "true" ? "off" : nil
        }
    }
}
