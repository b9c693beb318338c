import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`: an `.hstack` with attribute
/// `labeledContent` = `true` whose children are the label, a spacer and the value (in the secondary
/// colour).
public struct LabeledContent<Label: View, Content: View>: View, ElementView {
    let label: Label
    let content: Content

    /// A label view beside a content view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        if let custom = node.scope.read(\.customLabeledContentStyle) {
            return ElementDescription(
                kind: .group, children: [StyledLabeledContent(style: custom, label: label, content: content)])
        }
        return ElementDescription(
            kind: .hstack, attributes: ["labeledContent": "true"],
            children: [label, Spacer(), content.foregroundStyle(.secondary)])
    }
}

extension LabeledContent where Label == Text {
    /// `title` beside the content.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(verbatim: String(title)) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title` beside the text `value`.
    public init(_ title: some StringProtocol, value: some StringProtocol) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(verbatim: String(title)) })
    }
}

/// Controls shown together, as SwiftUI's `ControlGroup`: an `.hstack` with attribute
/// `controlGroup` = `true` of the content's views (the browser host joins them into one bar).
public struct ControlGroup<Content: View>: View, ElementView {
    let content: Content

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .hstack, attributes: ["controlGroup": "true"], children: flattened(content))
    }
}

/// What to show when there is nothing to show, as SwiftUI's `ContentUnavailableView`: a `.vstack`
/// with attribute `contentUnavailable` = `true` of the label (large), the description (secondary)
/// and the actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, ElementView {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(
            kind: .vstack, attributes: ["contentUnavailable": "true", "spacing": "8"],
            children: [
                label.font(.title2).bold(), description.foregroundStyle(.secondary), actions,
            ])
    }
}

extension ContentUnavailableView
where Label == SwiftletUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// `title` with the system symbol `systemImage` and an optional description.
    public init(_ title: some StringProtocol, systemImage: String, description: Text? = nil) {
        self.label = SwiftletUI.Label(title, systemImage: systemImage)
        self.description = description
        self.actions = EmptyView()
    }

    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”", for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title` beside `value` formatted by `format` (see ``Text/init(_:format:)``).
    public init<F: FormatStyle>(_ title: some StringProtocol, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(verbatim: String(title)) })
    }
}
