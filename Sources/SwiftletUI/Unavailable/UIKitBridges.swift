import Foundation

// The UIKit and AppKit bridges, which need a UIKit or AppKit view hierarchy.
// Declared unavailable so the compiler says why and what to use instead of "cannot find in scope".

/// Unavailable: there is no UIKit on Linux.
@available(
    *, unavailable,
    message:
        "UIKit views do not exist on Linux; build the view from SwiftUI views (or an HTML-backed view of the web host)"
)
public protocol UIViewRepresentable {}

/// Unavailable: there is no UIKit on Linux.
@available(
    *, unavailable,
    message: "UIKit view controllers do not exist on Linux; build the screen from SwiftUI views"
)
public protocol UIViewControllerRepresentable {}

/// Unavailable: there is no AppKit on Linux.
@available(
    *, unavailable, message: "AppKit views do not exist on Linux; build the view from SwiftUI views"
)
public protocol NSViewRepresentable {}

/// Unavailable: there is no AppKit on Linux.
@available(
    *, unavailable, message: "AppKit view controllers do not exist on Linux; build the screen from SwiftUI views"
)
public protocol NSViewControllerRepresentable {}

/// Unavailable: there is no UIKit on Linux.
@available(
    *, unavailable,
    message: "there is no UIKit window to host a view in; the App's WindowGroup serves its views in the browser"
)
public final class UIHostingController<Content> {
    /// Unavailable.
    public init(rootView: Content) {}
}

/// Unavailable: there is no UIKit application object on Linux.
@available(
    *, unavailable,
    message:
        "there is no UIApplication on Linux; open URLs with @Environment(\\.openURL) and follow the app's state with @Environment(\\.scenePhase)"
)
public final class UIApplication {
    /// Unavailable.
    public static var shared: UIApplication { UIApplication() }
    /// Unavailable.
    public func open(_ url: URL) {}
}

/// Unavailable: there is no UIKit on Linux.
@available(
    *, unavailable,
    message: "there is no UIImage on Linux; use Image(_:) for a bundled image, Image(data:) for bytes, or AsyncImage"
)
public final class UIImage {
    /// Unavailable.
    public init?(named name: String) {}
    /// Unavailable.
    public init?(data: Data) {}
    /// Unavailable.
    public init?(systemName name: String) {}
}

/// Unavailable: there is no UIKit device on Linux.
@available(
    *, unavailable,
    message: "there is no device to ask on Linux; use @Environment(\\.horizontalSizeClass) to adapt the layout"
)
public final class UIDevice {}

/// Unavailable: there is no UIKit screen on Linux.
@available(
    *, unavailable,
    message: "there is no UIScreen on Linux; use @Environment(\\.horizontalSizeClass) to adapt the layout"
)
public final class UIScreen {}

extension Image {
    /// Unavailable: there is no `UIImage` on Linux.
    @available(
        *, unavailable,
        message:
            "there is no UIImage on Linux; use Image(_:) for a bundled image, Image(data:) for bytes, or AsyncImage"
    )
    public init(uiImage: UIImage) { self.init(systemName: "photo") }
}
