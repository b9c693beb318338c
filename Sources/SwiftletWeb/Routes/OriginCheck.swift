/// Decides whether a WebSocket upgrade comes from one of our own pages.
///
/// A browser always sends `Origin` on a WebSocket handshake; it must name the same host (and port)
/// the request was sent to, or be listed explicitly. That host must also be one this server answers
/// to (``allowedHosts``, by name or `name:port`), so a page on a name an attacker points at this
/// server (DNS rebinding) is refused even though its `Origin` and `Host` agree. A request without
/// `Origin` is not from a browser (so it carries no ambient cookies a cross-site page could abuse)
/// and is allowed.
@_spi(SwiftletEmbedding) public struct OriginCheck: Sendable {
    public var extraAllowedOrigins: Set<String>
    /// Host names, or `name:port`, lowercased (IPv6 addresses in brackets).
    public var allowedHosts: Set<String>
    /// Whether any IP-literal host is allowed too (a server listening on every address).
    public var allowsAnyAddressHost: Bool

    public init(
        extraAllowedOrigins: Set<String> = [],
        allowedHosts: Set<String> = WebHostConfiguration.defaultAllowedHosts(listeningOn: "127.0.0.1"),
        allowsAnyAddressHost: Bool = false
    ) {
        self.extraAllowedOrigins = Set(extraAllowedOrigins.map { $0.lowercased() })
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
        self.allowsAnyAddressHost = allowsAnyAddressHost
    }

    /// Whether an upgrade with these `Origin` and `Host` header values may proceed.
    public func allows(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        let normalized = origin.lowercased()
        if extraAllowedOrigins.contains(normalized) { return true }
        guard let host = host?.lowercased(), !host.isEmpty else { return false }
        guard normalized == "http://\(host)" || normalized == "https://\(host)" else { return false }
        return isAllowed(host: host)
    }

    /// Whether `authority` (`name`, `name:port`, `[v6]:port`, lowercased) names this server.
    public func isAllowed(host authority: String) -> Bool {
        if allowedHosts.contains(authority) { return true }
        let name = Self.hostName(of: authority)
        if allowedHosts.contains(name) { return true }
        return allowsAnyAddressHost && Self.isAddressLiteral(name)
    }

    /// The name part of an authority: `example.com:8080` → `example.com`, `[::1]:80` → `[::1]`.
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("[") {
            guard let end = authority.firstIndex(of: "]") else { return authority }
            return String(authority[...end])
        }
        guard let colon = authority.lastIndex(of: ":") else { return authority }
        return String(authority[..<colon])
    }

    /// Whether `name` is an IPv4 address or a bracketed IPv6 address.
    static func isAddressLiteral(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in UInt8(part) != nil }
    }
}
