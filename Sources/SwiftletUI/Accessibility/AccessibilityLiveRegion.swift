/// How assistive technology follows text that changes on its own, without the user doing anything
/// (Swiftlet's own; SwiftUI has no such modifier: VoiceOver learns of changes from the app's
/// notifications, ``AccessibilityNotification/Announcement``, or from the `.updatesFrequently`
/// trait, which the browser host makes a polite live region).
///
/// The browser host writes ARIA live regions (docs/web/accessibility.md). Pick the one that does
/// not flood: a chat is a ``log`` (each new message is read once), a one-line result or connection
/// state is a ``status``, and a value that changes every second (a price, a timer) is best without
/// a live region, or ``off``: it is read when the user reaches it.
public struct AccessibilityLiveRegion: Sendable, Hashable {
    let name: String

    /// New content added inside the view is read politely, in order (a chat, a feed of events):
    /// `role="log"` in a browser. Changed or removed content is not read.
    public static let log = AccessibilityLiveRegion(name: "log")
    /// The view's whole text is read politely after it changes (a result, a connection state):
    /// `role="status"` in a browser.
    public static let status = AccessibilityLiveRegion(name: "status")
    /// Changes are never announced, only read when the user reaches the view: `aria-live="off"`.
    public static let off = AccessibilityLiveRegion(name: "off")
}

extension View {
    /// Makes the view a live region of `region`'s kind: what assistive technology reads, on its own,
    /// when the view's content changes. Attribute `accessibilityLiveRegion` = `log`/`status`/`off`.
    /// Swiftlet's own (there is no SwiftUI counterpart): code that must also build for Apple
    /// platforms wraps it in `#if os(Linux)`.
    public func accessibilityLiveRegion(_ region: AccessibilityLiveRegion) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.accessibilityLiveRegion, region.name))
    }
}
