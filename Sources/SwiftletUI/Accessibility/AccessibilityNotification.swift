import Foundation

/// Notifications an app posts to assistive technology, as SwiftUI's `AccessibilityNotification`
/// (iOS 17). Only ``Announcement`` is provided: a browser has no counterpart of a layout, screen or
/// page-scroll notification (its screen reader follows the page's changes itself).
public enum AccessibilityNotification {
    /// Text for assistive technology to read politely, once, when it is posted: "Download
    /// complete", "3 new messages". Use it for events the screen does not show, or shows only
    /// briefly; text that stays on screen and changes on its own is better a live region.
    ///
    /// ```swift
    /// Button("Save") {
    ///     save()
    ///     AccessibilityNotification.Announcement("Saved").post()
    /// }
    /// ```
    ///
    /// The browser host writes the text into one visually hidden polite live region per page
    /// (docs/web/accessibility.md). The text is cleaned like a label: control characters become
    /// spaces, outer whitespace goes, at most 1,000 characters; empty text announces nothing.
    public struct Announcement: Sendable, Hashable {
        /// The text to read, cleaned.
        let text: String

        /// An announcement of `announcement`.
        public init(_ announcement: String) {
            text = AccessibilityText.clean(announcement)
        }

        /// An announcement of `announcement`'s characters (its attributes are not read).
        public init(_ announcement: AttributedString) {
            self.init(String(announcement.characters))
        }

        /// Announces the text to the page whose view code is running: from an action, `onChange`,
        /// `onAppear`, a `.task` and the tasks these create, the page of that view. Several posts
        /// before the page is next updated are read in order, as one text. Runs on the main actor;
        /// posted where no page's code runs (a detached task), it is dropped.
        @MainActor
        public func post() {
            guard !text.isEmpty, let root = PageRoute.target?.root else { return }
            root.graph.announce(text)
        }
    }
}
