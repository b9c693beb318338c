/// One request as the server received it, for tests and benchmarks to assert what clients sent.
public struct RequestRecord: Sendable, Equatable {
    /// The HTTP method, e.g. `GET`.
    public let method: String
    /// The path without the query, e.g. `/gallery/image`.
    public let path: String
    /// The raw query string (not decoded), if any.
    public let query: String?
    /// The `Range` header, if any.
    public let range: String?
    /// The `Authorization` header, if any.
    public let authorization: String?

    /// A record of the given request parts.
    public init(method: String, path: String, query: String?, range: String?, authorization: String?) {
        self.method = method
        self.path = path
        self.query = query
        self.range = range
        self.authorization = authorization
    }
}
