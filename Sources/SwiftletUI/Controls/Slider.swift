import Foundation

/// A control that picks a value from a range by dragging. Renders `.slider` (`<input type="range">`
/// in the browser) with attributes `value`, `min`, `max` and `step` (`any` without a step), and its
/// label, minimum value label and maximum value label as its three children (SwiftUI on iOS does not
/// show the label: hosts use it as the control's accessible name).
///
/// An `input` event carries the new value as text. A value that is not a finite number, or lies
/// outside the range, leaves the binding unchanged, says the shown value again and throws
/// `HostEventError.invalidValue`; a value between steps is rounded to the nearest step.
/// `onEditingChanged` is called with `true` before and `false` after each change the host sends.
public struct Slider<Label: View, ValueLabel: View>: View, ElementView {
    let read: @MainActor () -> Double
    let write: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: @MainActor (Bool) -> Void

    public var body: Never { primitiveBody() }

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider of `value` within `bounds`, labelled `label`, with labels at its two ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds` in steps of `step`, labelled `label`, with end labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [
            .value: Self.number(read()), .min: Self.number(bounds.lowerBound), .max: Self.number(bounds.upperBound),
            .step: step.map(Self.number) ?? "any",
        ]
        if let text = label as? Text { attributes[.label] = text.string }
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        return ElementDescription(
            kind: .slider, attributes: attributes, children: [label, minimumValueLabel, maximumValueLabel])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .input(_, let text) = event else {
            throw HostEventError.notApplicable(node.ownID, "a slider takes input events")
        }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the slider is disabled")
        }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw HostEventError.invalidValue(node.ownID, "\"\(text.prefix(40))\" is not a finite number")
        }
        guard bounds.contains(value) else {
            throw HostEventError.invalidValue(
                node.ownID, "\(value) is outside \(Self.number(bounds.lowerBound))...\(Self.number(bounds.upperBound))")
        }
        var snapped = value
        if let step {
            snapped = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
            snapped = min(max(snapped, bounds.lowerBound), bounds.upperBound)
        }
        onEditingChanged(true)
        write(snapped)
        onEditingChanged(false)
    }

    /// A number as the browser reads it back: integral values without a fraction, others in full.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` within `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`, labelled `label` (its accessible name).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds` in steps of `step`, labelled `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}
