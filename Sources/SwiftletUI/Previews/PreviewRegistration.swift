/// One `#Preview`, as its macro expansion declares it: a type (never instantiated) whose static
/// members describe the preview and make its view.
///
/// `#Preview` (in the `SwiftUI` module) expands to a file-private struct conforming to this protocol;
/// `PreviewRegistry` finds those types in the running process. Write `#Preview` rather than
/// conforming by hand: the registry only looks at types whose name the macro made.
public protocol PreviewRegistration: SendableMetatype {
    /// The name given as `#Preview("Name")`, or nil.
    static var previewName: String? { get }
    /// The `#fileID` (`Module/File.swift`) of the `#Preview`.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// Makes the preview's view by running the preview's closure.
    @MainActor static func makeView() -> any View
}

/// Runs a `#Preview` closure as a `@ViewBuilder`. Used by `#Preview`'s expansion so the closure is
/// type-checked exactly as the macro's own `body` parameter; not meant to be called directly.
@MainActor
public func __makePreviewView(@ViewBuilder _ body: @MainActor () -> any View) -> any View {
    body()
}
