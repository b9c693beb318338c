/// A variant of a symbol, as SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.square`,
/// `.rectangle`, `.slash`, combined by chaining (`.circle.fill`), or `.none`.
///
/// Set with `.symbolVariant(_:)` for every `Image(systemName:)` below; the name is resolved as SF
/// Symbols does: `heart` with `.fill` draws `heart.fill`, with `.circle.fill` `heart.circle.fill`,
/// and a variant the symbol does not have is left out.
public struct SymbolVariants: Hashable, Sendable {
    /// The container shape, if any (`circle`, `square`, `rectangle`).
    var shape: String?
    var isFilled: Bool
    var isSlashed: Bool

    nonisolated init(shape: String? = nil, fill: Bool = false, slash: Bool = false) {
        self.shape = shape
        isFilled = fill
        isSlashed = slash
    }

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// In a square.
    public static let square = SymbolVariants(shape: "square")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(fill: true)
    /// With a slash through it.
    public static let slash = SymbolVariants(slash: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { with(shape: "circle") }
    /// This variant in a square.
    public var square: SymbolVariants { with(shape: "square") }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with(shape: "rectangle") }
    /// This variant, filled.
    public var fill: SymbolVariants {
        var copy = self
        copy.isFilled = true
        return copy
    }
    /// This variant with a slash.
    public var slash: SymbolVariants {
        var copy = self
        copy.isSlashed = true
        return copy
    }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(shape: String) -> SymbolVariants {
        var copy = self
        copy.shape = shape
        return copy
    }

    /// The union of two variants (`other`'s shape wins when both have one).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: other.shape ?? shape, fill: isFilled || other.isFilled, slash: isSlashed || other.isSlashed)
    }

    /// The name `name` resolves to under these variants: the variants it lacks are added in SF
    /// Symbols' order (`base.slash.circle.fill`), dropping any the catalog does not have.
    nonisolated func resolve(_ name: String) -> String {
        guard self != .none else { return name }
        var base = Substring(name)
        var fill = false
        var slash = false
        var shape: String?
        if base.hasSuffix(".fill") {
            fill = true
            base = base.dropLast(5)
        }
        for container in ["circle", "square", "rectangle"] where base.hasSuffix("." + container) {
            shape = container
            base = base.dropLast(container.count + 1)
            break
        }
        if base.hasSuffix(".slash") {
            slash = true
            base = base.dropLast(6)
        }
        func compose(_ slash: Bool, _ shape: String?, _ fill: Bool) -> String {
            var result = String(base)
            if slash { result += ".slash" }
            if let shape { result += "." + shape }
            if fill { result += ".fill" }
            return result
        }
        let wanted = (slash || isSlashed, shape ?? self.shape, fill || isFilled)
        let candidates = [
            compose(wanted.0, wanted.1, wanted.2),
            compose(wanted.0, shape, wanted.2),
            compose(slash, wanted.1, wanted.2),
            compose(wanted.0, wanted.1, fill),
            compose(slash, shape, wanted.2),
            compose(slash, wanted.1, fill),
            compose(wanted.0, shape, fill),
        ]
        return candidates.first(where: SymbolCatalog.contains) ?? name
    }
}

struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variants `.symbolVariant(_:)` set for symbols below (`.none` by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols below in `variant` (`.fill`, `.circle.fill`, `.slash`, …), added to any
    /// variant set above; `.none` clears them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        builtin(SymbolVariantModifier(variant: variant))
    }
}

/// Adds a variant to the environment's `symbolVariants` (or clears them with `.none`).
struct SymbolVariantModifier: BuiltinModifier {
    let variant: SymbolVariants

    var environmentOverride: EnvironmentOverride? {
        let variant = variant
        return EnvironmentOverride(
            key: AnyHashable(\EnvironmentValues.symbolVariants as AnyKeyPath), name: { "SymbolVariantsKey" },
            value: variant,
            apply: { $0.symbolVariants = variant == .none ? .none : $0.symbolVariants.adding(variant) })
    }
}
