import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who a request comes from, for per-client caps: the peer's IP address, or, when the peer is a
/// trusted proxy, the address that proxy appended to `X-Forwarded-For`.
///
/// `X-Forwarded-For` is believed only from a peer listed in `trustedProxies` (anyone else could
/// name any address and get a fresh share each time); of its entries only the last non-empty one
/// counts, the one the proxy itself saw (earlier entries are whatever the client claimed). Several
/// `X-Forwarded-For` lines count as one comma-separated list. The address is cut to 64 bytes.
///
/// An IPv6 client counts by its /64 prefix (`2001:db8:1:2::/64`): one subscriber or host usually
/// holds a whole /64, so counting single addresses would give it 2⁶⁴ shares. An IPv4-mapped IPv6
/// address (`::ffff:192.0.2.7`) counts as its IPv4 address.
public enum ClientAddress {
    /// The client key of `request`, arriving with `context`; `nil` when the context knows no peer
    /// address (it is neither a `RemoteAddressRequestContext` nor a ``RequestContextWithChannel``,
    /// or the connection has no address).
    public static func of(_ request: Request, context: some RequestContext, trustedProxies: Set<String>) -> String? {
        guard let peer = peer(of: context) else { return nil }
        return key(
            peer: peer, forwardedFor: forwardedForField.map { request.headers[values: $0] } ?? [],
            trustedProxies: trustedProxies)
    }

    /// The client key of a request whose connection's peer is `peer` (`"unknown"` when `nil`) and
    /// whose `X-Forwarded-For` lines are `forwardedFor`.
    public static func key(peer: String?, forwardedFor: [String], trustedProxies: Set<String>) -> String {
        let peer = peer ?? "unknown"
        guard trustedProxies.contains(peer) else { return capKey(peer) }
        return capKey(forwardedClient(forwardedFor) ?? peer)
    }

    /// The key `address` counts under: an IPv6 address (brackets and a zone allowed) as its /64
    /// prefix, an IPv4-mapped one as the IPv4 address; anything else unchanged.
    static func capKey(_ address: String) -> String {
        var text = Substring(address)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if let zone = text.firstIndex(of: "%") { text = text[..<zone] }
        guard text.contains(":") else { return address }
        var bytes = [UInt8](repeating: 0, count: 16)
        let parsed = String(text).withCString { inet_pton(AF_INET6, $0, &bytes) }
        guard parsed == 1 else { return address }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map {
            String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }

    /// The IP address of `context`'s peer, when the context knows its connection.
    public static func peer(of context: some RequestContext) -> String? {
        if let context = context as? any RemoteAddressRequestContext { return context.remoteAddress?.ipAddress }
        return (context as? any RequestContextWithChannel)?.channel?.remoteAddress?.ipAddress
    }

    private static let forwardedForField = HTTPField.Name("X-Forwarded-For")

    /// The last non-empty entry of the `X-Forwarded-For` lines `values`, at most 64 bytes, or `nil`
    /// when there is none.
    static func forwardedClient(_ values: [String]) -> String? {
        for value in values.reversed() {
            for entry in value.split(separator: ",").reversed() {
                let trimmed = entry.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { return String(decoding: trimmed.utf8.prefix(64), as: UTF8.self) }
            }
        }
        return nil
    }
}
