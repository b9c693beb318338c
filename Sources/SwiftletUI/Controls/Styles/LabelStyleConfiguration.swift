/// What a ``LabelStyle`` draws a label from, as SwiftUI's `LabelStyleConfiguration`.
@MainActor
public struct LabelStyleConfiguration {
    /// The label's title as a type-erased view.
    public struct Title: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The label's icon as a type-erased view.
    public struct Icon: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A standard label from a style's configuration (drawn with the built-in style in effect).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

struct CustomLabelStyleKey: EnvironmentKey {
    static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
    /// The label style of your own set above; nil below a built-in style or none.
    var customLabelStyle: (any LabelStyle)? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

/// A label replaced by a ``LabelStyle`` of your own: the style's body, with the custom style
/// cleared below so a `Label(configuration)` inside it is a standard one.
struct StyledLabelContent: View {
    let style: any LabelStyle
    let title: any View
    let icon: any View

    var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        return AnyView(erasing: style.makeBody(configuration: configuration)).environment(\.customLabelStyle, nil)
    }
}
