import Foundation

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
            kind: .vstack, attributes: [.contentUnavailable: "true", .spacing: "8"],
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
