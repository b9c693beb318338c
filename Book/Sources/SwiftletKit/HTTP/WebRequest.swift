import Foundation

/// One HTTP request for ``WebClient``: where, how, and which statuses count as success.
public struct WebRequest: Sendable, Hashable {
    /// The request method.
    public enum Method: String, Sendable, Hashable {
        case get = "GET", post = "POST", put = "PUT", delete = "DELETE", head = "HEAD"
    }

    public var url: URL
    public var method: Method
    /// Header fields; names are case-insensitive on the wire.
    public var headers: [String: String]
    public var body: Data?
    /// Statuses accepted as success; any other status throws ``WebClientError/badStatus(_:body:)``.
    public var acceptedStatuses: Set<Int>
    /// How long to wait for the response head (the body of a stream may take as long as it likes).
    public var timeout: Duration

    public init(
        url: URL, method: Method = .get, headers: [String: String] = [:], body: Data? = nil,
        acceptedStatuses: Set<Int> = [200], timeout: Duration = .seconds(30)
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.acceptedStatuses = acceptedStatuses
        self.timeout = timeout
    }

    /// A GET of `url` that accepts 200.
    public static func get(_ url: URL) -> WebRequest { WebRequest(url: url) }

    /// A POST of `body` encoded as JSON (with the server's date convention).
    public static func post(_ url: URL, json body: some Encodable) throws -> WebRequest {
        WebRequest(
            url: url, method: .post, headers: ["Content-Type": "application/json"],
            body: try WebClient.jsonEncoder.encode(body))
    }

    /// A POST of plain UTF-8 text.
    public static func post(_ url: URL, text: String) -> WebRequest {
        WebRequest(
            url: url, method: .post, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
    }

    /// This request for the inclusive byte `range` only: adds `Range: bytes=a-b` and accepts only 206.
    public func range(_ range: ClosedRange<Int>) -> WebRequest {
        var copy = self
        copy.headers["Range"] = "bytes=\(range.lowerBound)-\(range.upperBound)"
        copy.acceptedStatuses = [206]
        return copy
    }

    /// This request with `Authorization: Bearer <token>`.
    public func bearer(_ token: String) -> WebRequest {
        var copy = self
        copy.headers["Authorization"] = "Bearer \(token)"
        return copy
    }
}
