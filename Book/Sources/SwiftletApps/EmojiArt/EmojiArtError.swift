import Foundation

/// What can go wrong while EmojiArt loads and verifies its feed; `message` is what the alert shows.
public enum EmojiArtError: Error, Equatable, Sendable {
    /// The feed's URL could not be built.
    case badURL(String)
    /// `/gallery/images` answered with a status other than 200.
    case badStatus(Int)
    /// `/gallery/images` answered with something that is not a feed.
    case unrecognized
    /// The bytes of `name`'s image do not have the digest the feed lists.
    case checksumMismatch(name: String)
    /// The image of `name` could not be downloaded for verification.
    case unverifiable(name: String, reason: String)
    /// The server could not be reached.
    case transport(String)

    /// The alert's text.
    public var message: String {
        switch self {
        case .badURL: "Could not create endpoint URL"
        case .badStatus: "The server responded with an error."
        case .unrecognized: "The server response was not recognized."
        case .checksumMismatch(let name): "The image \(name) does not match its checksum."
        case .unverifiable(let name, let reason): "Could not verify \(name): \(reason)"
        case .transport(let reason): "Could not reach the server: \(reason)"
        }
    }
}
