import Foundation

/// The loading state of an ``AsyncImage``.
public enum AsyncImagePhase {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The image, when loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an ``AsyncImage`` shows its failure phase without trying.
public enum AsyncImageError: Error, Equatable, Sendable {
    /// No `\.imageLoader` in the environment.
    case noImageLoader
}

/// Loads an image with the environment's `\.imageLoader` and shows it, as SwiftUI's `AsyncImage`.
///
/// Loading is a `task(id: url)`: it starts after the view is mounted, is cancelled when the view is
/// removed and restarts when the URL changes. Without a loader in the environment the phase is
/// `.failure(AsyncImageError.noImageLoader)`. The view stores its content closure, so it re-evaluates
/// whenever its parent does (closures never compare equal).
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: (AsyncImagePhase) -> Content
    @State private var phase: AsyncImagePhase = .empty
    @Environment(\.imageLoader) private var loader

    /// Shows `content(phase)` for the current phase.
    public init(url: URL?, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        content(phase)
            .task(id: url) { await load() }
    }

    private func load() async {
        guard let url else {
            phase = .empty
            return
        }
        guard let loader else {
            phase = .failure(AsyncImageError.noImageLoader)
            return
        }
        do {
            let data = try await loader.fetch(url)
            guard !Task.isCancelled else { return }
            phase = .success(Image(data: data, url: url))
        } catch {
            guard !Task.isCancelled else { return }
            phase = .failure(error)
        }
    }
}

extension AsyncImage {
    /// Shows `content(image)` once loaded and `placeholder()` until then (and on failure).
    public init<I: View, P: View>(
        url: URL?, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        self.init(url: url) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// Shows the image once loaded and an indeterminate progress view until then.
    public init(url: URL?) where Content == ConditionalContent<Image, ProgressView> {
        self.init(url: url) { phase in
            if let image = phase.image {
                image
            } else {
                ProgressView()
            }
        }
    }
}
