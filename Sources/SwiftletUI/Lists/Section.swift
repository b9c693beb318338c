/// A group of rows with an optional header and footer, as SwiftUI's `Section`, inside a ``Form``, a
/// ``List`` or any stack. Renders `.section`: its first child is the header part (a `.group` with
/// attribute `sectionPart` = `header`) when there is one, then the content's views, then the footer
/// part (`sectionPart` = `footer`). Hosts show the header as visible text above the rows.
public struct Section<Parent: View, Content: View, Footer: View>: View, ElementView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with `header` and `footer` views (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var children: [any View] = []
        if Parent.self != EmptyView.self { children.append(SectionPart(content: header, part: "header")) }
        children.append(contentsOf: flattened(content))
        if Footer.self != EmptyView.self { children.append(SectionPart(content: footer, part: "footer")) }
        return ElementDescription(kind: .section, children: children)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a `header` view (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a `footer` view (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(verbatim: String(title)) }, footer: { EmptyView() })
    }
}

/// The header or footer of a section: a `.group` with attribute `sectionPart`.
struct SectionPart<Content: View>: View, ElementView {
    let content: Content
    let part: String

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        ElementDescription(kind: .group, attributes: [.sectionPart: part], children: [content])
    }
}
