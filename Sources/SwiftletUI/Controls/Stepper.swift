import Foundation

/// A control that steps a value up and down. Renders `.stepper`: `text` is the title of
/// `Stepper("Title", ...)`, else the label view is the first child; then two `.button` children,
/// "−" (attribute `label` = `Decrement`) and "+" (`label` = `Increment`), each `disabled` at its end
/// of the range (or without an action). A tap on either steps the value by `step`, clamped to the
/// range; a tap past the end leaves the value unchanged and throws `HostEventError.invalidValue`.
/// `onEditingChanged` is called with `true` before and `false` after each step.
public struct Stepper<Label: View>: View, ElementView {
    let title: String?
    let label: Label
    let increment: StepAction
    let decrement: StepAction
    let onEditingChanged: @MainActor (Bool) -> Void
    /// The value as its format style writes it (the `format:` initializers), read when described.
    var valueText: (@MainActor () -> String)? = nil

    public var body: Never { primitiveBody() }

    /// A stepper labelled `label` running `onIncrement` and `onDecrement` (a `nil` action disables
    /// its button).
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), increment: StepAction(action: onIncrement),
            decrement: StepAction(action: onDecrement), onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled `label` stepping `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), increment: .step(value, by: step, limit: nil),
            decrement: .step(value, by: step, limit: nil, down: true), onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled `label` stepping `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            title: nil, label: label(), increment: .step(value, by: step, limit: bounds.upperBound),
            decrement: .step(value, by: step, limit: bounds.lowerBound, down: true),
            onEditingChanged: onEditingChanged)
    }

    init(
        title: String?, label: Label, increment: StepAction, decrement: StepAction,
        onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.title = title
        self.label = label
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
    }

    func describe(in node: ElementNode) -> ElementDescription {
        var children: [any View] = title == nil ? [label] : []
        children.append(StepperButton(isIncrement: false, step: decrement, onEditingChanged: onEditingChanged))
        children.append(StepperButton(isIncrement: true, step: increment, onEditingChanged: onEditingChanged))
        var attributes: [RenderAttribute: String] = [:]
        if let title { attributes[.label] = title }
        if let valueText { attributes[.valueText] = valueText() }
        return ElementDescription(kind: .stepper, text: title, attributes: attributes, children: children)
    }
}

// The `format:` initializers (iOS 16): the value is stepped as without a format, and the
// formatted value is the node's attribute `valueText` (on an iPhone, what VoiceOver reads out; the
// browser host carries it as `data-value-text`).
extension Stepper {
    /// A stepper labelled `label` stepping `value` by `step`, its value written by `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        valueText = { format.format(value.wrappedValue) }
    }

    /// A stepper labelled `label` stepping `value` by `step` within `bounds`, its value written by
    /// `format`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        valueText = { format.format(value.wrappedValue) }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` stepping `value` by `step`, its value written by `format`.
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(title, value: value, step: step, onEditingChanged: onEditingChanged)
        valueText = { format.format(value.wrappedValue) }
    }

    /// A stepper titled `title` stepping `value` by `step` within `bounds`, its value written by
    /// `format`.
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(title, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        valueText = { format.format(value.wrappedValue) }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` running `onIncrement` and `onDecrement`.
    public init(
        _ title: some StringProtocol, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            title: String(title), label: Text(title), increment: StepAction(action: onIncrement),
            decrement: StepAction(action: onDecrement), onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` stepping `value` by `step`, without bounds.
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            title: String(title), label: Text(title), increment: .step(value, by: step, limit: nil),
            decrement: .step(value, by: step, limit: nil, down: true), onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` stepping `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ title: some StringProtocol, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            title: String(title), label: Text(title), increment: .step(value, by: step, limit: bounds.upperBound),
            decrement: .step(value, by: step, limit: bounds.lowerBound, down: true),
            onEditingChanged: onEditingChanged)
    }
}

/// One direction of a stepper: whether it can step now (a tracked read of the value) and the step.
@MainActor
struct StepAction {
    let canStep: @MainActor () -> Bool
    let perform: (@MainActor () -> Void)?

    init(action: (@MainActor () -> Void)?) {
        canStep = { action != nil }
        perform = action
    }

    init(canStep: @escaping @MainActor () -> Bool, perform: @escaping @MainActor () -> Void) {
        self.canStep = canStep
        self.perform = perform
    }

    /// Steps `value` by `step` (down when `down`), never past `limit`.
    static func step<V: Strideable>(_ value: Binding<V>, by step: V.Stride, limit: V?, down: Bool = false)
        -> StepAction
    {
        StepAction(
            canStep: {
                // At the limit, or at the end of an integer type when there is none, nothing moves.
                let current = value.wrappedValue
                return stepped(current, by: step, limit: limit, down: down) != current
            },
            perform: {
                value.wrappedValue = stepped(value.wrappedValue, by: step, limit: limit, down: down)
            })
    }

    /// `current` moved by `step` (down when `down`), never past `limit`. An integer stops at its
    /// type's end instead of overflowing: a tap must never trap (`UInt8` 250 plus 10 in `0...255` is 255).
    static func stepped<V: Strideable>(_ current: V, by step: V.Stride, limit: V?, down: Bool) -> V {
        if let integer = current as? any FixedWidthInteger, let amount = step as? Int,
            let next = integerStep(integer, by: amount, limit: limit, down: down) as? V
        {
            return next
        }
        let next = current.advanced(by: down ? -step : step)
        guard let limit else { return next }
        return down ? max(next, limit) : min(next, limit)
    }

    /// The integer case of ``stepped(_:by:limit:down:)``, with overflow reported instead of trapped.
    private static func integerStep<T: FixedWidthInteger, V>(_ current: T, by step: Int, limit: V?, down: Bool) -> T {
        let bound = (limit as? T) ?? (down ? T.min : T.max)
        let amount = T(clamping: step)
        if down {
            guard current > bound else { return current }
            let (next, overflow) = current.subtractingReportingOverflow(amount)
            return overflow || Int(clamping: amount) != step ? bound : max(next, bound)
        }
        guard current < bound else { return current }
        let (next, overflow) = current.addingReportingOverflow(amount)
        return overflow || Int(clamping: amount) != step ? bound : min(next, bound)
    }
}

/// The "−" or "+" button of a ``Stepper``: a `.button` named `Decrement` or `Increment`.
struct StepperButton: View, ElementView {
    let isIncrement: Bool
    let step: StepAction
    let onEditingChanged: @MainActor (Bool) -> Void

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.label: isIncrement ? "Increment" : "Decrement"]
        if !node.scope.readIsEnabled() || !step.canStep() { attributes[.disabled] = "true" }
        return ElementDescription(kind: .button, text: isIncrement ? "+" : "−", attributes: attributes)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .tap = event else {
            throw HostEventError.notApplicable(node.ownID, "a stepper's button takes taps only")
        }
        guard node.scope.values.isEnabled, let perform = step.perform else {
            throw HostEventError.notApplicable(node.ownID, "the stepper is disabled")
        }
        guard step.canStep() else {
            throw HostEventError.invalidValue(
                node.ownID, "the value is at the \(isIncrement ? "upper" : "lower") end of its range")
        }
        onEditingChanged(true)
        perform()
        onEditingChanged(false)
    }
}
