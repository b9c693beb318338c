import Hummingbird
import NIOCore

/// Who a request comes from, for per-client caps: the peer's IP address, or, when the peer is a
/// trusted proxy, the address that proxy appended to `X-Forwarded-For` (its last entry).
public enum ClientAddress {
    /// The client key of a request whose connection's peer is `peer`.
    ///
    /// `X-Forwarded-For` is believed only from a peer listed in `trustedProxies` (anyone else could
    /// name any address and get a fresh share each time); its last entry is the one the proxy added.
    public static func key(peer: String?, forwardedFor: String?, trustedProxies: Set<String>) -> String {
        let peer = peer ?? "unknown"
        guard trustedProxies.contains(peer), let forwardedFor,
            let last = forwardedFor.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
            !last.isEmpty
        else { return peer }
        return String(last.prefix(64))
    }

    /// The IP address of `context`'s peer, when the context knows its connection
    /// (`RemoteAddressRequestContext`).
    static func peer(of context: some RequestContext) -> String? {
        guard let context = context as? any RemoteAddressRequestContext else { return nil }
        return context.remoteAddress?.ipAddress
    }
}
