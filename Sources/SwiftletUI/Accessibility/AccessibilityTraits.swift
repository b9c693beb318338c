/// The traits that tell assistive technology what a view is and how it behaves, as in SwiftUI.
///
/// Add them with ``View/accessibilityAddTraits(_:)`` and take them away with
/// ``View/accessibilityRemoveTraits(_:)``. Each trait travels to hosts as its own attribute
/// (`trait.isButton` = `true` when added, `false` when removed), so several modifiers on one view
/// combine: the outermost modifier that names a trait decides it. `.isSelected` is the attribute
/// `selected` instead (`true`, or `false` when removed), which the browser host writes as
/// `data-selected`, as selected list rows and tabs carry it. How the browser maps each trait to ARIA: docs/web/accessibility.md.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is the selected one of a group (a selected row).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 0)
    /// The view acts as a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is a heading that divides content (its level: `accessibilityHeading(_:)`).
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 2)
    /// The view opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The view plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The view acts as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The view is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The view summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The view's value or label changes on its own: in the browser a polite live region (a change
    /// is read once the reader is idle), so not for a value that changes every second.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the view starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The view takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The view turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The view is modal: what lies outside it is ignored.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The view is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// Every trait with the attribute name it travels under, in a fixed order.
    static let named: [(trait: AccessibilityTraits, attribute: RenderAttribute)] = [
        (.isButton, .traitIsButton), (.isHeader, .traitIsHeader),
        (.isLink, .traitIsLink), (.isSearchField, .traitIsSearchField), (.isImage, .traitIsImage),
        (.playsSound, .traitPlaysSound), (.isKeyboardKey, .traitIsKeyboardKey),
        (.isStaticText, .traitIsStaticText), (.isSummaryElement, .traitIsSummaryElement),
        (.updatesFrequently, .traitUpdatesFrequently), (.startsMediaSession, .traitStartsMediaSession),
        (.allowsDirectInteraction, .traitAllowsDirectInteraction), (.causesPageTurn, .traitCausesPageTurn),
        (.isModal, .traitIsModal), (.isToggle, .traitIsToggle),
    ]

    /// The attributes that say `self` was added (`true`) or removed (`false`).
    func attributes(added: Bool) -> [RenderAttribute: String] {
        var result: [RenderAttribute: String] = [:]
        for (trait, name) in Self.named where contains(trait) { result[name] = added ? "true" : "false" }
        if contains(.isSelected) { result[.selected] = added ? "true" : "false" }
        return result
    }
}

/// How an accessibility element made with ``View/accessibilityElement(children:)`` treats the
/// accessibility elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String

    /// The children are not read; the element speaks only for itself (its label, value, hint).
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's labels and values are merged into the element, read as one.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The element is a container of its children, read one after another.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// The level of a heading set with ``View/accessibilityHeading(_:)``.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading of no particular level (level 2 in the browser).
    case unspecified = 0
    case h1, h2, h3, h4, h5, h6
}

/// Which standard action an ``View/accessibilityAction(_:_:)`` handler performs.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// The element's activation (a double tap with VoiceOver; a click, Enter or Space in the browser).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismisses a modal view (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deletes the element's content.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Shows the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A kind by its name, as SwiftUI's `AccessibilityActionKind(named:)`.
    public init(named name: Text) { self.name = "named:" + AccessibilityText.clean(name.string) }

    init(name: String) { self.name = name }
}

/// Text for assistive technology, made safe to carry: control characters become spaces, outer
/// whitespace goes, and at most ``maximumLength`` characters are kept (hosts escape it; a label with
/// markup is read as the text it is).
enum AccessibilityText {
    /// The longest label, value, hint or input label kept, in characters.
    static let maximumLength = 1_000

    nonisolated static func clean(_ text: String) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == maximumLength { break }
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                result.append(" ")
            } else {
                result.append(character)
            }
            count += 1
        }
        return result.trimmingSpaces()
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
