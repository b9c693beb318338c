import Foundation

/// Unavailable: the photo library is on the user's device, not on the server.
@available(
    *, unavailable,
    message:
        "the photo library is not reachable from the server; let the user upload a file through a web route instead"
)
public struct PhotosPicker<Label: View>: View {
    /// Unavailable.
    public init(selection: Binding<PhotosPickerItem?>, @ViewBuilder label: () -> Label) {}
    /// Unavailable.
    public var body: EmptyView { EmptyView() }
}

/// Unavailable: the photo library is on the user's device, not on the server.
@available(
    *, unavailable,
    message:
        "the photo library is not reachable from the server; let the user upload a file through a web route instead"
)
public struct PhotosPickerItem {}
