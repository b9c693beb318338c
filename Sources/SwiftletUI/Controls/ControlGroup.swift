import Foundation

/// Controls shown together, as SwiftUI's `ControlGroup`: an `.hstack` with attribute
/// `controlGroup` = `true` of the content's views (the browser host joins them into one bar).
public struct ControlGroup<Content: View>: View, ElementView {
    let content: Content

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .hstack, attributes: [.controlGroup: "true"], children: flattened(content))
    }
}
