import Foundation

/// Parses the `--server` option of the terminal clients.
public enum ServerAddress {
    /// The base URL in `text`, which must be `http://` or `https://` with a host; trailing slashes dropped.
    public static func parse(_ text: String) throws -> URL {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
            url.query == nil
        else {
            throw TerminalClientError.badArgument(
                "invalid --server '\(text)': expected a URL like http://127.0.0.1:8080")
        }
        return url
    }
}

extension URL {
    /// `self` plus `path`, with `query` as the raw, key-less query the book server expects
    /// (percent-encoded where needed).
    func appending(path: String, rawQuery: String?) -> URL {
        var components = URLComponents(url: appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if let rawQuery {
            var allowed = CharacterSet.urlQueryAllowed
            allowed.remove(charactersIn: "&=+#")
            components.percentEncodedQuery = rawQuery.addingPercentEncoding(withAllowedCharacters: allowed)
        }
        return components.url!
    }
}
