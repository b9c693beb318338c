/// A switch bound to a Boolean, as SwiftUI's `Toggle`. Renders `.toggle`: `text` is the title of
/// `Toggle("Title", isOn:)` (a label view is the node's child instead), attributes `checked`
/// (`true`/`false`) and `toggleStyle` (see ``ToggleStyle``). Toggle events write the binding.
public struct Toggle<Label: View>: View, ElementView {
    let title: String?
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.title = nil
        self.label = label()
        self.isOn = isOn
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        if let custom = node.scope.read(\.customToggleStyle) {
            return ElementDescription(
                kind: .group, children: [StyledToggleContent(style: custom, label: label, isOn: isOn)])
        }
        var attributes: [RenderAttribute: String] = [.checked: isOn.wrappedValue ? "true" : "false"]
        let style = node.scope.read(\.toggleStyleName)
        if style != DefaultToggleStyle.styleName { attributes[.toggleStyle] = style }
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        return ElementDescription(
            kind: .toggle, text: title, attributes: attributes, children: title == nil ? [label] : [])
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .toggle(_, let value) = event else {
            throw HostEventError.notApplicable(node.ownID, "a toggle takes toggle events")
        }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the toggle is disabled")
        }
        isOn.wrappedValue = value
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled `title`.
    public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
        self.title = String(title)
        self.label = Text(verbatim: String(title))
        self.isOn = isOn
    }
}

/// A toggle's appearance, set with `.toggleStyle(_:)` for every toggle below. Carried as the
/// attribute `toggleStyle` (absent for `.automatic`, which is a switch as on iOS): the browser host
/// shows a checkbox, with `role="switch"` for `.automatic` and `.switch`, a plain checkbox for
/// `.checkbox`, and a checkbox drawn as a pressed or released button for `.button`.
///
/// A style of your own implements `makeBody(configuration:)`: the toggle is replaced by the style's
/// body (evaluated like any body), which flips `configuration.isOn` (or `$isOn`) itself.
@MainActor
public protocol ToggleStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
    /// Draws one toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The name each built-in toggle style is carried under.
protocol NamedToggleStyle: ToggleStyle {
    static var styleName: String { get }
}

/// The platform's default: a switch.
public struct DefaultToggleStyle: NamedToggleStyle {
    static let styleName = "automatic"
    public init() {}
}

/// A switch.
public struct SwitchToggleStyle: NamedToggleStyle {
    static let styleName = "switch"
    public init() {}
}

/// A button that stays pressed while on.
public struct ButtonToggleStyle: NamedToggleStyle {
    static let styleName = "button"
    public init() {}
}

/// A checkbox.
public struct CheckboxToggleStyle: NamedToggleStyle {
    static let styleName = "checkbox"
    public init() {}
}

extension NamedToggleStyle {
    /// A built-in style's body: the standard toggle (the host draws it from attribute `toggleStyle`).
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

extension EnvironmentValues {
    /// The name of the toggle style set above (`automatic` by default).
    var toggleStyleName: String {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles below (see ``ToggleStyle``): a built-in style's name, or a style of
    /// your own whose body replaces each toggle below.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let name = (S.self as? any NamedToggleStyle.Type)?.styleName
        return environment(\.toggleStyleName, name ?? DefaultToggleStyle.styleName)
            .environment(\.customToggleStyle, name == nil ? style : nil)
    }
}

extension Toggle where Label == SwiftletUI.Label<Text, Image> {
    /// A toggle labelled `title` with the system symbol `systemImage`.
    public init(_ title: some StringProtocol, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftletUI.Label(title, systemImage: systemImage) }
    }
}
