import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The address a request's client is counted under for per-client caps.
enum ClientAddress {
    /// The peer address of the connection `context` arrived on; when that peer is one of
    /// `trustedProxies`, the last address of the request's `X-Forwarded-For` (the one the proxy
    /// itself saw; earlier entries are whatever the client claimed). `nil` when the context keeps
    /// no channel (``RequestContextWithChannel``) or the channel has no address.
    static func of(_ request: Request, context: some RequestContext, trustedProxies: Set<String>) -> String? {
        guard let peer = (context as? any RequestContextWithChannel)?.channel?.remoteAddress?.ipAddress else {
            return nil
        }
        guard trustedProxies.contains(peer) else { return peer }
        return forwardedClient(forwardedFor.map { request.headers[values: $0] } ?? []) ?? peer
    }

    private static let forwardedFor = HTTPField.Name("X-Forwarded-For")

    /// The last non-empty entry of the `X-Forwarded-For` lines `values` (several lines count as
    /// one comma-separated list), at most 64 bytes, or `nil` when there is none.
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
