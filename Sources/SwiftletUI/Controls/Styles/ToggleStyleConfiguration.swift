/// What a ``ToggleStyle`` draws a toggle from, as SwiftUI's `ToggleStyleConfiguration`.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label as a type-erased view.
    public struct Label: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; writing it (`configuration.isOn.toggle()`) writes the toggle's
    /// binding. `$isOn` is that binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (always false: a `Toggle` here is
    /// bound to one value).
    public let isMixed: Bool
}

struct CustomToggleStyleKey: EnvironmentKey {
    static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
    /// The toggle style of your own set above; nil below a built-in style or none.
    var customToggleStyle: (any ToggleStyle)? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

/// A toggle replaced by a ``ToggleStyle`` of your own: the style's body, with the custom style
/// cleared below so a `Toggle` inside it is a standard one.
struct StyledToggleContent: View {
    let style: any ToggleStyle
    let label: any View
    let isOn: Binding<Bool>

    var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: false)
        return AnyView(erasing: style.makeBody(configuration: configuration)).environment(\.customToggleStyle, nil)
    }
}
