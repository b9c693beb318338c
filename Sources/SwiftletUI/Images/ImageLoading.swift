import Foundation

/// Loads image bytes for `AsyncImage`. Installed in the environment as `\.imageLoader`;
/// SwiftletKit's `ImageLoader` adopts it. Called from the main actor; implementations hop as they like.
public protocol ImageLoading: Sendable {
    /// The bytes at `url`. Throws on transport, status or cancellation errors.
    func fetch(_ url: URL) async throws -> Data
}
