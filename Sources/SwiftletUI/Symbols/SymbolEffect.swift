/// An animation of a symbol, as SwiftUI's `SymbolEffect`. Indefinite effects (`.pulse`,
/// `.variableColor`, `.scale`, `.breathe`, `.rotate`, `.wiggle`) run as a CSS animation while
/// active (attribute `symbolEffect`); discrete ones played on a value change (`.bounce`) and the
/// transitions (`.appear`, `.disappear`, `.replace`) are accepted and not drawn.
public protocol SymbolEffect: Sendable {}

/// An effect that runs for as long as it is active (`.symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect played once each time a value changes (`.symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// The name an effect is carried under (attribute `symbolEffect`).
protocol NamedSymbolEffect {
    var effectName: String { get }
}

/// Options of a symbol effect: how often it repeats and how fast it runs.
public struct SymbolEffectOptions: Sendable, Hashable {
    var repetitions: Int?
    var speedFactor: Double = 1

    /// Repeat as the effect does by default.
    public static let `default` = SymbolEffectOptions()
    /// Repeat indefinitely.
    public static let repeating = SymbolEffectOptions()
    /// Play once.
    public static let nonRepeating = SymbolEffectOptions(repetitions: 1)
    /// Play `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repetitions: count) }
    /// Run `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repetitions = count
        return copy
    }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor = speed
        return copy
    }
}

/// Layers fading in and out.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, NamedSymbolEffect, Hashable
{
    var effectName: String { "pulse" }
    /// Layer by layer.
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Layers lit in turn.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, NamedSymbolEffect,
    Hashable
{
    var effectName: String { "variableColor" }
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// The symbol drawn larger or smaller.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, NamedSymbolEffect, Hashable {
    var effectName: String { "scale" }
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// A bounce played on a value change.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, NamedSymbolEffect, Hashable {
    var effectName: String { "bounce" }
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// The symbol breathing (scaling gently in and out).
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, NamedSymbolEffect,
    Hashable
{
    var effectName: String { "breathe" }
    public var plain: BreatheSymbolEffect { self }
    public var pulse: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
}

/// The symbol turning.
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, NamedSymbolEffect,
    Hashable
{
    var effectName: String { "rotate" }
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
    public var byLayer: RotateSymbolEffect { self }
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// The symbol shaking.
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, NamedSymbolEffect,
    Hashable
{
    var effectName: String { "wiggle" }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var up: WiggleSymbolEffect { self }
    public var down: WiggleSymbolEffect { self }
    public var byLayer: WiggleSymbolEffect { self }
    public var wholeSymbol: WiggleSymbolEffect { self }
}

/// The symbol appearing (drawn as it is).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// The symbol disappearing (drawn as it is).
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Layers fading in and out.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol drawn larger or smaller.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce played on a value change.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Turning.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Shaking.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension View {
    /// Runs `effect` on the symbols below while `isActive`. Attribute `symbolEffect` (the effect's
    /// name) while active; an effect without a drawing sets nothing.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        let name = isActive ? (effect as? any NamedSymbolEffect)?.effectName : nil
        return builtin(AttributeModifier(attributes: name.map { [.symbolEffect: $0] } ?? [:]))
    }

    /// Plays `effect` each time `value` changes. Accepted and not drawn (the symbol stays still).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        builtin(AttributeModifier(attributes: [:]))
    }

    /// Removes symbol effects below. Attribute `symbolEffectsRemoved` = `true`.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        builtin(AttributeModifier(attributes: isEnabled ? [.symbolEffectsRemoved: "true"] : [:]))
    }
}
