/// Which control has the keyboard focus, as in SwiftUI: `@FocusState private var isFocused: Bool`
/// with `.focused($isFocused)`, or `@FocusState private var field: Field?` with
/// `.focused($field, equals: .email)`.
///
/// It is view state (a `@State` inside): writing it re-evaluates the views that read it, and the
/// `.focused` modifiers they build mark the matching control (attribute `focused`); the browser
/// host then moves its focus there. When the user focuses or leaves a control, the host's `focus`
/// event writes the state: focusing writes the control's value, leaving it writes `false` (or nil)
/// if the state still names that control.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    /// The value meaning "no control focused": `false` or `nil`.
    let blank: Value

    /// A focus state that is true while its control has the focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        blank = false
    }

    /// A focus state naming the focused control among several (`nil`: none of them).
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        blank = nil
    }

    /// The focused control's value; setting it moves the focus.
    @MainActor public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `.focused(_:)` and `.focused(_:equals:)` take.
    @MainActor public var projectedValue: Binding {
        Binding(value: state.projectedValue, blank: blank)
    }

    /// A binding to a ``FocusState``, passed to `.focused`.
    @propertyWrapper
    public struct Binding {
        let value: SwiftletUI.Binding<Value>
        let blank: Value

        /// The focus state's value.
        @MainActor public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

/// `.focused`: marks its control `focusable` (and `focused` while the state names it), and takes the
/// host's `focus` events for it.
struct FocusModifier: BuiltinModifier {
    /// Whether the state named this control when the modifier was built.
    let isFocused: Bool
    /// Writes the state for a focus (`true`) or a blur (`false`) reported by the host.
    let report: @MainActor (Bool) -> Void

    var attributes: [RenderAttribute: String] {
        isFocused ? [.focusable: "true", .focused: "true"] : [.focusable: "true"]
    }
}

extension View {
    /// Binds the focus of this control to `condition`: true while it has the focus; setting it to true
    /// moves the focus here, false takes it away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let binding = condition.value
        return builtin(
            FocusModifier(isFocused: binding.wrappedValue) { focused in
                if focused {
                    binding.wrappedValue = true
                } else if binding.wrappedValue {
                    binding.wrappedValue = false
                }
            })
    }

    /// Focuses this control while `binding` equals `value`; focusing it writes `value`, leaving it
    /// writes nil (when the state still names this control).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let state = binding.value
        let blank = binding.blank
        return builtin(
            FocusModifier(isFocused: state.wrappedValue == value) { focused in
                if focused {
                    state.wrappedValue = value
                } else if state.wrappedValue == value {
                    state.wrappedValue = blank
                }
            })
    }
}
