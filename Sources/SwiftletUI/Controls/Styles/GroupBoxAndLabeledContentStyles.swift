/// A group box's appearance, as SwiftUI's `GroupBoxStyle`, set with `.groupBoxStyle(_:)` for every
/// `GroupBox` below. A style of your own implements `makeBody(configuration:)`: each group box below
/// is replaced by the style's body (evaluated like any body). `.automatic` is the standard box.
@MainActor
public protocol GroupBoxStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a group box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Draws one group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` draws a group box from.
@MainActor
public struct GroupBoxStyleConfiguration {
    /// The box's label as a type-erased view.
    public struct Label: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The box's content as a type-erased view.
    public struct Content: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The box's label (empty when it has none).
    public let label: Label
    /// The box's content.
    public let content: Content
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A standard group box from a style's configuration.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The standard group box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    /// The standard box.
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The standard group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A label-and-value row's appearance, as SwiftUI's `LabeledContentStyle`, set with
/// `.labeledContentStyle(_:)` for every `LabeledContent` below. A style of your own implements
/// `makeBody(configuration:)`: each row below is replaced by the style's body. `.automatic` is the
/// standard row.
@MainActor
public protocol LabeledContentStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The properties of a row being drawn.
    typealias Configuration = LabeledContentStyleConfiguration
    /// Draws one row.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabeledContentStyle`` draws a row from.
@MainActor
public struct LabeledContentStyleConfiguration {
    /// The row's label as a type-erased view.
    public struct Label: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The row's value as a type-erased view.
    public struct Content: View {
        let content: any View
        public var body: AnyView { AnyView(erasing: content) }
    }

    /// The row's label.
    public let label: Label
    /// The row's value.
    public let content: Content
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A standard row from a style's configuration.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The standard row: the label, then the value in the secondary colour.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    /// The standard row.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The standard row.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

struct CustomGroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (any GroupBoxStyle)? { nil }
}

struct CustomLabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: (any LabeledContentStyle)? { nil }
}

extension EnvironmentValues {
    /// The group box style of your own set above; nil below `.automatic` or none.
    var customGroupBoxStyle: (any GroupBoxStyle)? {
        get { self[CustomGroupBoxStyleKey.self] }
        set { self[CustomGroupBoxStyleKey.self] = newValue }
    }

    /// The labeled content style of your own set above; nil below `.automatic` or none.
    var customLabeledContentStyle: (any LabeledContentStyle)? {
        get { self[CustomLabeledContentStyleKey.self] }
        set { self[CustomLabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes below (see ``GroupBoxStyle``).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.customGroupBoxStyle, style is DefaultGroupBoxStyle ? nil : style)
    }

    /// Sets the style of `LabeledContent` rows below (see ``LabeledContentStyle``).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.customLabeledContentStyle, style is AutomaticLabeledContentStyle ? nil : style)
    }
}

/// A group box replaced by a ``GroupBoxStyle`` of your own, with the custom style cleared below.
struct StyledGroupBoxContent: View {
    let style: any GroupBoxStyle
    let label: any View
    let content: any View

    var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: label), content: .init(content: content))
        return AnyView(erasing: style.makeBody(configuration: configuration)).environment(\.customGroupBoxStyle, nil)
    }
}

/// A row replaced by a ``LabeledContentStyle`` of your own, with the custom style cleared below.
struct StyledLabeledContent: View {
    let style: any LabeledContentStyle
    let label: any View
    let content: any View

    var body: some View {
        let configuration = LabeledContentStyleConfiguration(
            label: .init(content: label), content: .init(content: content))
        return AnyView(erasing: style.makeBody(configuration: configuration))
            .environment(\.customLabeledContentStyle, nil)
    }
}
