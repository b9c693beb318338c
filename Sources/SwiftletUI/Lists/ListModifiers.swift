/// A style for ``List``, as in SwiftUI: `.listStyle(.insetGrouped)`. Carried as attribute
/// `listStyle` (the style's name); the browser host styles the list by it.
public protocol ListStyle: Sendable {
    /// The attribute value.
    var name: String { get }
}

/// The platform's default list look. Attribute `listStyle` = `automatic`.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var name: String { "automatic" }
}
/// Rows edge to edge without grouping. `plain`.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var name: String { "plain" }
}
/// Sections as groups on a background. `grouped`.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var name: String { "grouped" }
}
/// Groups inset from the edges with rounded corners. `insetGrouped`.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var name: String { "insetGrouped" }
}
/// Rows inset from the edges. `inset`.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var name: String { "inset" }
}
/// A sidebar's list. `sidebar`.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var name: String { "sidebar" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// The plain style.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The grouped style.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// The inset style.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The horizontal edges (`.swipeActions(edge:)`).
public enum HorizontalEdge: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// The vertical edges (`.listRowSeparator(_:edges:)`).
public enum VerticalEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// The look of the lists this view is or contains. Attribute `listStyle` (`plain`, `grouped`,
    /// `insetGrouped`, `inset`, `sidebar`, `automatic`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.listStyle, style.name))
    }

    /// The background of a list row. A ``Color`` sets attribute `background` on the row's content;
    /// any other view (or `nil`) leaves the row's background as it is.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ModifiedContent(
            content: self,
            modifier: AttributeModifier(attributes: (view as? Color).map { [.background: $0.name] } ?? [:]))
    }

    /// Shows or hides the separator lines of a list row. Attribute `listRowSeparator` (`hidden`,
    /// `visible`, `automatic`; with `edges` other than both, `hidden-top` or `hidden-bottom`).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let value =
            edges == .all || visibility != .hidden
            ? visibility.rawValue : edges.contains(.top) ? "hidden-top" : "hidden-bottom"
        return ModifiedContent(content: self, modifier: AttributeModifier(.listRowSeparator, value))
    }

    /// A count shown at the trailing edge of a list row or tab item. Attribute `badge`; `0` shows
    /// no badge.
    public func badge(_ count: Int) -> some View {
        ModifiedContent(
            content: self, modifier: AttributeModifier(attributes: count == 0 ? [:] : [.badge: String(count)]))
    }

    /// A text badge (`nil` shows none). Attribute `badge`.
    public func badge(_ label: Text?) -> some View {
        ModifiedContent(
            content: self, modifier: AttributeModifier(attributes: label.map { [.badge: $0.string] } ?? [:]))
    }

    /// A text badge. Attribute `badge`.
    public func badge<S: StringProtocol>(_ label: S) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.badge, String(label)))
    }
}
