import Foundation

/// The parts of a lazy stack or grid that stay in view while its scroll view scrolls (section headers,
/// footers). Carried for source compatibility: nothing is pinned on the web.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public nonisolated init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
