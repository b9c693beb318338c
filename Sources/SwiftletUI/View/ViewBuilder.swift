/// Builds view content from statements, as SwiftUI's `@ViewBuilder` does: blocks, `if`/`else`,
/// `switch`, optional content and `#available`. Repeat content with ``ForEach``.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block with several views: a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        repeat each Content
    > {
        TupleView(repeat each content)
    }

    /// An expression statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` (or first `switch`) branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` (or later `switch`) branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` content.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
