/// Declares a preview of a view, as in SwiftUI: `#Preview { ContentView() }` or
/// `#Preview("Dark") { ContentView() }`.
///
/// The preview is registered, not shown: `PreviewRegistry` lists every `#Preview` in the process
/// and makes its view on demand (each call runs the closure anew). The closure runs on the main
/// actor, only when a tool asks for the preview; an app that never asks pays nothing at run time.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Declares a preview with traits, as in SwiftUI: `#Preview(traits: .sizeThatFitsLayout) { … }`.
///
/// The traits are accepted and ignored (a preview is the view in a page, at the page's size).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Namespace of the preview trait kinds, as in SwiftUI.
public enum Preview {
    /// The kind of traits a view preview takes.
    public enum ViewTraits {}
}

/// A trait of a preview (layout, orientation). Accepted for source compatibility; previews here
/// ignore every trait.
public struct PreviewTrait<T>: Sendable {
    init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The default layout. Ignored.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    /// The view at its own size. Ignored.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    /// A fixed-size container. Ignored.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<Preview.ViewTraits> {
        PreviewTrait()
    }
    /// Portrait orientation. Ignored.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    /// Portrait, upside down. Ignored.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    /// Landscape, home button on the left. Ignored.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    /// Landscape, home button on the right. Ignored.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}
