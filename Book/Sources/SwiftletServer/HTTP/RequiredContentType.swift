import Foundation
import HTTPTypes
import Hummingbird

/// The `Content-Type` a state-changing `POST` route requires of its body; any other type, or none,
/// is answered `415 Unsupported Media Type` with `{"error": …}` before the body is read.
///
/// The JSON routes (`/chat/say`, `/auth/login`, `/auth/refresh`, `/space/saved`, `/sky/scan`)
/// require `application/json`, with any parameters (`; charset=utf-8`). A browser sends that type
/// cross-site only after a CORS preflight, which this server never answers, so a foreign page cannot
/// make a visitor's browser post to them; an HTML form (urlencoded, multipart, `text/plain`) is
/// refused. `/cli/say` keeps the Clipper protocol's raw UTF-8 body and requires `text/plain`
/// (a `charset` parameter, when present, must be `utf-8`): that refuses form encodings, whose
/// `name=value` bytes would otherwise be stored as a line. `text/plain` does not stop a cross-site
/// post (browsers send it without a preflight), which is acceptable there: the plain-text room has
/// no accounts, so such a post can do nothing a direct client could not.
public enum RequiredContentType: Sendable {
    /// `application/json`, any parameters.
    case json
    /// `text/plain`, optionally `; charset=utf-8`.
    case plainText

    /// The type's name as clients send it.
    public var mediaType: String {
        switch self {
        case .json: "application/json"
        case .plainText: "text/plain"
        }
    }

    /// Throws a 415 ``BookError`` unless `request` declares this content type.
    public func check(_ request: Request) throws(BookError) {
        guard accepts(request.headers[.contentType]) else {
            throw BookError(
                .unsupportedMediaType,
                self == .json
                    ? "The body must be sent as Content-Type: application/json."
                    : "The body must be sent as Content-Type: text/plain (UTF-8).")
        }
    }

    /// Whether a `Content-Type` value (nil when absent) names this type: the media type compared
    /// without case, parameters allowed (for ``plainText`` only a UTF-8 charset).
    public func accepts(_ value: String?) -> Bool {
        guard let value else { return false }
        var parts = value.split(separator: ";", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !parts.isEmpty, parts.removeFirst().lowercased() == mediaType else { return false }
        guard self == .plainText else { return true }
        for parameter in parts {
            let pair = parameter.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard pair.count == 2, pair[0].lowercased() == "charset" else { continue }
            let charset = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
            if charset != "utf-8" && charset != "utf8" { return false }
        }
        return true
    }
}
