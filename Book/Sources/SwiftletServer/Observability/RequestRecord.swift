/// One request as the server received it, for tests and benchmarks to assert what clients sent.
///
/// Holds no secret: of an `Authorization` header only its scheme (e.g. `Bearer`) is kept.
public struct RequestRecord: Sendable, Equatable {
    /// The HTTP method, e.g. `GET`.
    public let method: String
    /// The route pattern the request matched as registered, e.g. `/gallery/image`; ``RequestLog/unmatched``
    /// for a request no route answers.
    public let route: String
    /// The path without the query, e.g. `/gallery/image`.
    public let path: String
    /// The raw query string (not decoded), if any.
    public let query: String?
    /// The `Range` header, if any.
    public let range: String?
    /// The scheme of the `Authorization` header (the text before its first space, e.g. `Bearer`), if
    /// the request had one; the credentials themselves are never recorded.
    public let authorizationScheme: String?

    /// A record of the given request parts.
    public init(
        method: String, route: String, path: String, query: String?, range: String?, authorizationScheme: String?
    ) {
        self.method = method
        self.route = route
        self.path = path
        self.query = query
        self.range = range
        self.authorizationScheme = authorizationScheme
    }

    /// The scheme of an `Authorization` value: its first word, or nil when there is none.
    static func scheme(of authorization: String?) -> String? {
        guard let authorization else { return nil }
        return authorization.split(separator: " ", maxSplits: 1).first.map { String($0.prefix(32)) }
    }
}
