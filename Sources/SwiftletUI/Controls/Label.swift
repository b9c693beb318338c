/// A title with an icon, as SwiftUI's `Label`. Renders an `.hstack` with attribute `labelStyle`
/// (`automatic`, `iconOnly`, `titleOnly`, `titleAndIcon`; see `.labelStyle(_:)`) whose children are
/// the icon, then the title. Hosts hide the part the style leaves out (the title of an icon-only
/// label stays readable by assistive technology).
public struct Label<Title: View, Icon: View>: View, ElementView {
    let title: Title
    let icon: Icon

    /// A label with a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        if let custom = node.scope.read(\.customLabelStyle) {
            return ElementDescription(
                kind: .group, children: [StyledLabelContent(style: custom, title: title, icon: icon)])
        }
        let style = node.scope.read(\.labelStyleName)
        return ElementDescription(
            kind: .hstack, attributes: [.labelStyle: style, .spacing: "6"], children: [icon, title])
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label showing `title` with the system symbol `systemImage`.
    public init(_ title: some StringProtocol, systemImage: String) {
        self.title = Text(verbatim: String(title))
        self.icon = Image(systemName: systemImage)
    }

    /// A label showing `title` with the image resource `image`.
    public init(_ title: some StringProtocol, image: String) {
        self.title = Text(verbatim: String(title))
        self.icon = Image(image)
    }
}

/// Labels whose title is plain text (pickers and menus read it for their options and titles).
@MainActor
protocol LabelTitled {
    var titleText: String? { get }
}

extension Label: LabelTitled {
    var titleText: String? { staticText(of: title) }
}

/// A label's appearance, set with `.labelStyle(_:)` for every label below.
///
/// A style of your own implements `makeBody(configuration:)`: each label below is replaced by the
/// style's body (evaluated like any body), drawn from `configuration.title` and `.icon`.
@MainActor
public protocol LabelStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a label being drawn.
    typealias Configuration = LabelStyleConfiguration
    /// Draws one label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The name each built-in label style is carried under (attribute `labelStyle`).
protocol NamedLabelStyle: LabelStyle {
    static var styleName: String { get }
}

/// The context's default: title and icon.
public struct DefaultLabelStyle: NamedLabelStyle {
    static let styleName = "automatic"
    public init() {}
}

/// The icon only (the title is still read by assistive technology).
public struct IconOnlyLabelStyle: NamedLabelStyle {
    static let styleName = "iconOnly"
    public init() {}
}

/// The title only.
public struct TitleOnlyLabelStyle: NamedLabelStyle {
    static let styleName = "titleOnly"
    public init() {}
}

/// The title and the icon.
public struct TitleAndIconLabelStyle: NamedLabelStyle {
    static let styleName = "titleAndIcon"
    public init() {}
}

extension NamedLabelStyle {
    /// A built-in style's body: the standard label (the host draws it from attribute `labelStyle`).
    public func makeBody(configuration: LabelStyleConfiguration) -> some View {
        Label(configuration).labelStyle(self)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: title and icon.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

extension EnvironmentValues {
    /// The name of the label style set above (`automatic` by default).
    var labelStyleName: String {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels below (see ``LabelStyle``): a built-in style's name, or a style of
    /// your own whose body replaces each label below.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let name = (S.self as? any NamedLabelStyle.Type)?.styleName
        return environment(\.labelStyleName, name ?? DefaultLabelStyle.styleName)
            .environment(\.customLabelStyle, name == nil ? style : nil)
    }
}
