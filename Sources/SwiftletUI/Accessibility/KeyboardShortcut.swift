/// A key a keyboard shortcut is pressed with, as SwiftUI's `KeyEquivalent`: a character, or one of
/// the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character of the key (named keys use the characters SwiftUI gives them).
    public let character: Character
    /// The name hosts read: a lowercased character, or `return`, `escape`, `upArrow`, ….
    let name: String

    public init(_ character: Character) {
        self.character = character
        name = String(character).lowercased()
    }

    public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }

    private init(named name: String, _ character: Character) {
        self.character = character
        self.name = name
    }

    public static let upArrow = KeyEquivalent(named: "upArrow", "\u{F700}")
    public static let downArrow = KeyEquivalent(named: "downArrow", "\u{F701}")
    public static let leftArrow = KeyEquivalent(named: "leftArrow", "\u{F702}")
    public static let rightArrow = KeyEquivalent(named: "rightArrow", "\u{F703}")
    public static let escape = KeyEquivalent(named: "escape", "\u{1B}")
    public static let delete = KeyEquivalent(named: "delete", "\u{8}")
    public static let deleteForward = KeyEquivalent(named: "deleteForward", "\u{F728}")
    public static let home = KeyEquivalent(named: "home", "\u{F729}")
    public static let end = KeyEquivalent(named: "end", "\u{F72B}")
    public static let pageUp = KeyEquivalent(named: "pageUp", "\u{F72C}")
    public static let pageDown = KeyEquivalent(named: "pageDown", "\u{F72D}")
    public static let clear = KeyEquivalent(named: "clear", "\u{F739}")
    public static let tab = KeyEquivalent(named: "tab", "\t")
    public static let space = KeyEquivalent(named: "space", " ")
    public static let `return` = KeyEquivalent(named: "return", "\r")
}

/// Modifier keys held with a key, as SwiftUI's `EventModifiers`. In the browser `.command` is
/// Control or ⌘ (Linux and Windows keyboards have no Command key).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

    /// The modifiers hosts match, in a fixed order (`command shift control option`).
    var names: [String] {
        [(EventModifiers.command, "command"), (.shift, "shift"), (.control, "control"), (.option, "option")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// A key and its modifiers that activate a control, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a screen or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels a screen or dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The attribute value: the modifier names and the key's name, joined with `+`.
    var attributeValue: String { (modifiers.names + [key.name]).joined(separator: "+") }
}

extension View {
    /// Makes `key` with `modifiers` press this control (a button, toggle or link). Attribute
    /// `keyboardShortcut`: the modifier names and the key's name joined with `+` (`command+shift+k`,
    /// `return`). The browser host writes `aria-keyshortcuts` and presses the control when the keys
    /// are pressed anywhere on the page (inside the open sheet or alert while one is open); a key
    /// without modifiers does not fire while the user types in a field.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes `shortcut` press this control (`.defaultAction`: Return, `.cancelAction`: Escape).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.keyboardShortcut, shortcut.attributeValue))
    }

    /// Makes `shortcut` press this control; nil sets none.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        ModifiedContent(
            content: self,
            modifier: AttributeModifier(attributes: shortcut.map { [.keyboardShortcut: $0.attributeValue] } ?? [:]))
    }
}
