import Foundation
import Hummingbird

/// The book's key-less query convention: the whole query string is the one parameter
/// (`/chat/room?marin`, `/gallery/image?11`).
package enum KeylessQuery {
    /// The percent-decoded query of `request` with `+` read as a space; `nil` when the request has
    /// no query, the query is empty, or its percent escapes are malformed.
    static func value(of request: Request) -> String? {
        guard let raw = request.uri.query, !raw.isEmpty else { return nil }
        return decode(raw)
    }

    /// Decodes one raw query string; see ``value(of:)``.
    package static func decode(_ raw: String) -> String? {
        // Most queries (symbols, file names, numbers) carry no escapes: skip Foundation's decoder.
        if !raw.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return raw.isEmpty ? nil : raw
        }
        let spaced = raw.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding, !decoded.isEmpty else { return nil }
        return decoded
    }
}
