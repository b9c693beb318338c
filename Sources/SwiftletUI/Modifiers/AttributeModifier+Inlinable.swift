/// The attribute modifiers that `@inlinable` view modifiers make. Inlinable code cannot name
/// `RenderAttribute` (it is SPI), so each of those modifiers calls one of these factories, which
/// are compiled into SwiftletUI.
extension AttributeModifier {
    @usableFromInline static func allowsHitTesting(_ value: String) -> AttributeModifier {
        AttributeModifier(.allowsHitTesting, value)
    }
    @usableFromInline static func bold(_ value: String) -> AttributeModifier { AttributeModifier(.bold, value) }
    @usableFromInline static func contentMode(_ value: String) -> AttributeModifier {
        AttributeModifier(.contentMode, value)
    }
    @usableFromInline static func font(_ value: String) -> AttributeModifier { AttributeModifier(.font, value) }
    @usableFromInline static func fontDesign(_ value: String) -> AttributeModifier {
        AttributeModifier(.fontDesign, value)
    }
    @usableFromInline static func fontWeight(_ value: String) -> AttributeModifier {
        AttributeModifier(.fontWeight, value)
    }
    @usableFromInline static func foreground(_ value: String) -> AttributeModifier {
        AttributeModifier(.foreground, value)
    }
    @usableFromInline static func identifier(_ value: String) -> AttributeModifier {
        AttributeModifier(.identifier, value)
    }
    @usableFromInline static func imageScale(_ value: String) -> AttributeModifier {
        AttributeModifier(.imageScale, value)
    }
    @usableFromInline static func navigationTitle(_ value: String) -> AttributeModifier {
        AttributeModifier(.navigationTitle, value)
    }
    @usableFromInline static func offset(_ value: String) -> AttributeModifier { AttributeModifier(.offset, value) }
    @usableFromInline static func opacity(_ value: String) -> AttributeModifier { AttributeModifier(.opacity, value) }
    @usableFromInline static func padding(_ value: String) -> AttributeModifier { AttributeModifier(.padding, value) }
    @usableFromInline static func textSelection(_ value: String) -> AttributeModifier {
        AttributeModifier(.textSelection, value)
    }
    @usableFromInline static func textAlignment(_ value: String) -> AttributeModifier {
        AttributeModifier(.textAlignment, value)
    }
    @usableFromInline static func textCase(_ value: String) -> AttributeModifier { AttributeModifier(.textCase, value) }
    @usableFromInline static func truncationMode(_ value: String) -> AttributeModifier {
        AttributeModifier(.truncationMode, value)
    }
}
