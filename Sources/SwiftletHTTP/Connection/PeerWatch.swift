import Hummingbird
import NIOCore
import Synchronization

/// Whether the client of one connection has left: it closed its side of the connection (end of
/// input) or the connection dropped.
///
/// Set on the connection's event loop by ``PeerWatch``; read from any task. Long-lived responses
/// check it on every tick, so an idle stream (a chat room nobody speaks in) ends within one tick
/// of its client leaving instead of at the next write.
public final class PeerDeparture: Sendable {
    private let departed = Atomic<Bool>(false)

    /// `true` once the client has gone; never turns back to `false`.
    public var hasDeparted: Bool { departed.load(ordering: .acquiring) }

    func markDeparted() { departed.store(true, ordering: .releasing) }

    /// The departure flag of the connection `context` arrived on, or `nil` when the context does
    /// not keep its channel (``RequestContextWithChannel``) or the channel has no ``PeerWatch``;
    /// a stream without one notices a departed client only when a write fails.
    public static func of(_ context: some RequestContext) async -> PeerDeparture? {
        guard let channel = (context as? any RequestContextWithChannel)?.channel else { return nil }
        return try? await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.handler(type: PeerWatch.self).departure
        }.get()
    }
}

/// A pass-through channel handler that records in a ``PeerDeparture`` when the client leaves.
///
/// Hummingbird allows remote half-closure, so a client that closes its socket only shows up as an
/// `inputClosed` event, and the channel stays open until the server writes. Add one per
/// connection through the `additionalChannelHandlers` of ``WebServer`` (as `swiftlet serve` does) or
/// of another HTTP server configuration.
public final class PeerWatch: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = NIOAny

    /// The flag this handler sets.
    let departure = PeerDeparture()

    /// A watch for one new connection.
    public init() {}

    public func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed = event as? ChannelEvent {
            departure.markDeparted()
        }
        context.fireUserInboundEventTriggered(event)
    }

    public func channelInactive(context: ChannelHandlerContext) {
        departure.markDeparted()
        context.fireChannelInactive()
    }
}
