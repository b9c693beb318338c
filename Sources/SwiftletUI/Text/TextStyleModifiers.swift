extension Font {
    /// A font weight (`.title.weight(.bold)`), carried as a `-<weight>` suffix of the font's name.
    public struct Weight: Hashable, Sendable {
        /// The suffix and attribute value (`bold`, `semibold`, ...).
        public let name: String

        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// A font design (`.fontDesign(.serif)`).
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// This font at `weight`: attribute `font` gains `-<weight>` (`title-semibold`).
    public func weight(_ weight: Weight) -> Font { Font(name + "-" + weight.name) }

    /// The italic variant (`-italic`).
    public func italic() -> Font { Font(name + "-italic") }

    /// A system font of `size` points at `weight`, in `design`.
    public static func system(size: Double, weight: Weight, design: Design? = nil) -> Font {
        var font = system(size: size).weight(weight)
        if design == .monospaced { font = font.monospaced() }
        return font
    }
}

/// How text that does not fit is shortened (`.truncationMode(_:)`).
extension Text {
    /// Where text is cut when it does not fit.
    public enum TruncationMode: String, Sendable {
        case head, tail, middle
    }

    /// A letter case text is shown in (`.textCase(_:)`).
    public enum Case: String, Sendable {
        case uppercase, lowercase
    }

    /// Text in `weight` (attribute `fontWeight`).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.attributes[.fontWeight] = weight?.name
        return copy
    }

    /// Text in `design` (attribute `fontDesign`).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy.attributes[.fontDesign] = design?.rawValue
        return copy
    }
}

/// Whether the user may select text (`.textSelection(.enabled)`).
public protocol TextSelectability: Sendable {}

/// Text can be selected (and copied).
public struct EnabledTextSelectability: TextSelectability {
    public init() {}
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// The weight of text inside. Attribute `fontWeight` (`bold`, `semibold`, ...).
    @inlinable
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.fontWeight(weight?.name ?? "regular"))
    }

    /// The design of text inside. Attribute `fontDesign` (`serif`, `rounded`, `monospaced`, `default`).
    @inlinable
    public func fontDesign(_ design: Font.Design?) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.fontDesign(design?.rawValue ?? "default"))
    }

    /// The letter case of text inside. Attribute `textCase` (`uppercase`, `lowercase`, or `none`).
    @inlinable
    public func textCase(_ textCase: Text.Case?) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.textCase(textCase?.rawValue ?? "none"))
    }

    /// Where text inside is cut when it does not fit. Attribute `truncationMode` (`head`, `middle`,
    /// `tail`); the browser host cuts at the end for `tail` and `middle` and at the start for `head`.
    @inlinable
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier.truncationMode(mode.rawValue))
    }

    /// Whether text inside can be selected. Attribute `textSelection` (`enabled`, `disabled`); the
    /// browser host lets text be selected unless it is `disabled`.
    @inlinable
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        ModifiedContent(
            content: self,
            modifier: AttributeModifier.textSelection(
                S.self == DisabledTextSelectability.self ? "disabled" : "enabled"))
    }
}
