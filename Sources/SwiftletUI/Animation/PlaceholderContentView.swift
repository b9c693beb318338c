/// The view `.animation(_:body:)` hands to its `body`: the modified view itself, whose own changes
/// keep the animation (or none) they have outside the scope.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// What the placeholder shows: the content, under the transaction from outside the scope.
    public var body: some View { content.builtin(ScopeExitModifier()) }
}
