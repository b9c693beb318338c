import Observation

/// A button appearance of your own that keeps the standard interaction, as SwiftUI's
/// `ButtonStyle`: `makeBody(configuration:)` draws the button from its `label` and whether it is
/// pressed. Set it with `.buttonStyle(_:)` for every button below.
///
/// The body is evaluated on the main actor like any view body (it is counted, and re-runs when
/// `isPressed` changes). The web host keeps one native, focusable `<button>` (attribute
/// `buttonStyle` = `custom`, without the host's own chrome) with the style's content inside, and
/// reports pointer and Space/Enter presses so `isPressed` follows the user's finger.
@MainActor
public protocol ButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a button being drawn.
    typealias Configuration = ButtonStyleConfiguration
    /// Draws one button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws a button from.
@MainActor
public struct ButtonStyleConfiguration {
    /// The button's label as a type-erased view.
    public struct Label: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the user is pressing the button now.
    public let isPressed: Bool
}

/// A button style that decides the interaction itself, as SwiftUI's `PrimitiveButtonStyle`: its
/// body replaces the button and calls `configuration.trigger()` to run the action (for example from
/// `.onTapGesture`, or by showing `Button(configuration)`). The built-in styles (`.automatic`,
/// `.bordered`, `.borderedProminent`, `.borderless`, `.plain`) are primitive styles the host draws
/// itself (attribute `buttonStyle`).
@MainActor
public protocol PrimitiveButtonStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Draws one button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws a button from.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a type-erased view.
    public struct Label: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action (nothing when the button is disabled).
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A standard button for a primitive style's configuration: its label, role and action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: configuration.action) { configuration.label }
        role = configuration.role?.name
    }
}

/// The built-in button styles, drawn by the host from the attribute `buttonStyle`.
protocol NamedButtonStyle: PrimitiveButtonStyle {
    static var styleName: String { get }
}

extension NamedButtonStyle {
    /// A built-in style's body: the standard button (the host draws its chrome).
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> Button<
        PrimitiveButtonStyleConfiguration.Label
    > {
        Button(configuration)
    }
}

/// The context's default button style (borderless on the web, as on iOS).
public struct DefaultButtonStyle: NamedButtonStyle {
    static let styleName = "automatic"
    public init() {}
}

/// A button with a light tinted background.
public struct BorderedButtonStyle: NamedButtonStyle {
    static let styleName = "bordered"
    public init() {}
}

/// A button filled with the tint.
public struct BorderedProminentButtonStyle: NamedButtonStyle {
    static let styleName = "borderedProminent"
    public init() {}
}

/// A button drawn as tinted text.
public struct BorderlessButtonStyle: NamedButtonStyle {
    static let styleName = "borderless"
    public init() {}
}

/// A button drawn as its label only.
public struct PlainButtonStyle: NamedButtonStyle {
    static let styleName = "plain"
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The context's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button with a light tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button drawn as tinted text.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button drawn as its label only.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The custom button style in effect below a `.buttonStyle(_:)` of your own.
@MainActor
enum CustomButtonStyle {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

struct CustomButtonStyleKey: EnvironmentKey {
    static let defaultValue: CustomButtonStyle? = nil
}

extension EnvironmentValues {
    /// The button style of your own set above, nil below a built-in style or none.
    var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons below. A built-in style (`.bordered`, `.borderedProminent`,
    /// `.borderless`, `.plain`, `.automatic`) sets attribute `buttonStyle` to its name; a
    /// ``PrimitiveButtonStyle`` of your own replaces each button below with its body.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let name = (S.self as? any NamedButtonStyle.Type)?.styleName
        return ModifiedContent(
            content: environment(\.customButtonStyle, name == nil ? .primitive(style) : nil),
            modifier: AttributeModifier(attributes: name.map { [.buttonStyle: $0] } ?? [:]))
    }

    /// Sets a ``ButtonStyle`` of your own for buttons below: each stays a button whose content is
    /// the style's body.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.customButtonStyle, .standard(style))
    }
}

/// Whether a custom-styled button is pressed, kept by the button's node between renders.
@MainActor
@Observable
final class ButtonPressState {
    var isPressed = false
}

/// The content of a button with a ``ButtonStyle`` of your own: the style's body, re-run alone when
/// the press state changes.
struct StyledButtonContent: View {
    let style: any ButtonStyle
    let label: any View
    let role: ButtonRole?
    let press: ButtonPressState

    var body: AnyView {
        let configuration = ButtonStyleConfiguration(
            role: role, label: .init(content: label), isPressed: press.isPressed)
        return AnyView(erasing: style.makeBody(configuration: configuration))
    }
}

/// A button replaced by a ``PrimitiveButtonStyle`` of your own: the style's body, with the custom
/// style cleared below so `Button(configuration)` inside is a standard button.
struct PrimitiveStyledButtonContent: View {
    let style: any PrimitiveButtonStyle
    let configuration: PrimitiveButtonStyleConfiguration

    var body: some View {
        AnyView(erasing: style.makeBody(configuration: configuration)).environment(\.customButtonStyle, nil)
    }
}

/// The slot of a custom-styled button's node that holds its press state (`ElementNode.buttonPressState`).
private enum ButtonPressSlot: NodeSlotKey {
    typealias Value = ButtonPressState
}

extension ElementNode {
    /// The press state of this custom-styled button, made on first use.
    var buttonPressState: ButtonPressState {
        if let state = slots[ButtonPressSlot.self] { return state }
        let state = ButtonPressState()
        slots[ButtonPressSlot.self] = state
        return state
    }
}

extension ViewGraph {
    /// Takes a host's press report (`GestureInput.Kind.press`, began or ended) for a button with a
    /// ``ButtonStyle`` of your own: sets its `isPressed`. False for any other node or input; throws
    /// `notApplicable` for a press on a disabled button.
    func pressStyledButton(_ input: GestureInput, node: Node, id: NodeID) throws -> Bool {
        guard input.kind == .press else { return false }
        var current: Node? = node
        while let candidate = current, candidate.renderID == id {
            if let element = candidate as? ElementNode, let state = element.slots[ButtonPressSlot.self] {
                let pressed = input.phase == .began || input.phase == .changed
                if pressed, !element.scope.values.isEnabled {
                    throw HostEventError.notApplicable(id, "the button is disabled")
                }
                if state.isPressed != pressed { state.isPressed = pressed }
                return true
            }
            current = candidate.childNodes.first
        }
        return false
    }
}

extension Button {
    /// The button under a style of your own: a `.button` node (attribute `buttonStyle` = `custom`)
    /// holding the style's body, or for a primitive style a `.group` holding the style's body.
    func styledDescription(
        _ custom: CustomButtonStyle, attributes: [RenderAttribute: String], enabled: Bool, node: ElementNode
    ) -> ElementDescription {
        let buttonRole = role.map { ButtonRole(name: $0) }
        switch custom {
        case .standard(let style):
            var attributes = attributes
            attributes[.buttonStyle] = "custom"
            let content = StyledButtonContent(
                style: style, label: label, role: buttonRole, press: node.buttonPressState)
            return ElementDescription(kind: .button, attributes: attributes, children: [content])
        case .primitive(let style):
            let action = self.action
            let configuration = PrimitiveButtonStyleConfiguration(
                role: buttonRole, label: .init(content: label),
                action: { [weak node] in
                    guard let node, node.scope.values.isEnabled else { return }
                    action()
                })
            return ElementDescription(
                kind: .group, children: [PrimitiveStyledButtonContent(style: style, configuration: configuration)])
        }
    }
}
