/// Decides whether a WebSocket upgrade comes from one of our own pages.
///
/// A browser always sends `Origin` on a WebSocket handshake; it must name the same host (and port)
/// the request was sent to, or be listed explicitly. A request without `Origin` is not from a
/// browser (so it carries no ambient cookies a cross-site page could abuse) and is allowed.
public struct OriginCheck: Sendable {
    public var extraAllowedOrigins: Set<String>

    public init(extraAllowedOrigins: Set<String> = []) {
        self.extraAllowedOrigins = extraAllowedOrigins
    }

    /// Whether an upgrade with these `Origin` and `Host` header values may proceed.
    public func allows(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        let normalized = origin.lowercased()
        if extraAllowedOrigins.contains(normalized) { return true }
        guard let host = host?.lowercased(), !host.isEmpty else { return false }
        return normalized == "http://\(host)" || normalized == "https://\(host)"
    }
}
