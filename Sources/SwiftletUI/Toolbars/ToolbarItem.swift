/// A toolbar item that names its placement.
@MainActor
protocol ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { get }
}

/// Where a toolbar item goes; carried as attribute `placement`.
public enum ToolbarItemPlacement: String, Sendable {
    case automatic, primaryAction, confirmationAction, cancellationAction, navigation, principal, bottomBar
    case topBarLeading, topBarTrailing
    // SwiftUI's older bar names and the keyboard bar (shown with the top items).
    case navigationBarLeading, navigationBarTrailing, keyboard
}

/// One toolbar item: renders a `.group` with attribute `placement` around its content.
public struct ToolbarItem<Content: View>: View, ElementView, ToolbarPlaced {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    var toolbarPlacement: ToolbarItemPlacement { placement }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, attributes: [.placement: placement.rawValue], children: flattened(content))
    }
}
