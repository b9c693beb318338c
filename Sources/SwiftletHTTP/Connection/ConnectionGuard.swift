import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import Synchronization

/// Protects the HTTP/1 server from hostile or broken clients, per ``ConnectionLimits``.
///
/// Every connection of a wrapped child channel gets two channel handlers:
/// - at the front of the pipeline (raw bytes) a `ConnectionFront`: counts the connection
///   (503 beyond the cap), runs the header and keep-alive idle timers, and writes the refusals;
/// - right after NIO's request decoder a `RequestGuard`: turns decoder errors into 400, 414 or
///   431, checks the header and target sizes of each request head, decides alone whether the
///   connection switches protocols (a malformed WebSocket handshake is 400, another version 426,
///   `CONNECT` 405, any other `Upgrade` is served as the connection's last response), and tells
///   the front when a request starts and its response ends.
///
/// A refusal is a complete response with a JSON `{"error" : "…"}` body and `Connection: close`;
/// the server then stops reading, shuts its side down and closes (at the latest one second later).
///
/// Connection counting: beyond ``capacity`` a newcomer gets 503, beyond
/// ``ConnectionLimits/maxConnectionsPerClient`` from one peer address (trusted proxies exempt)
/// 429. Before the front, a `WriteStallWatch` closes a connection whose client reads nothing
/// for ``ConnectionLimits/writeTimeout``.
///
/// One guard serves one server; it is `Sendable` (the counts are atomic or behind a mutex, the
/// rest immutable) and its handlers run on their connection's event loop.
public final class ConnectionGuard: Sendable {
    /// The limits this guard enforces.
    public let limits: ConnectionLimits
    private let open = Atomic<Int>(0)
    /// Open connections per client address (trusted proxies not counted); an address leaves the
    /// table when its last connection closes, so the table never outgrows the open connections.
    private let perClient = Mutex<[String: Int]>([:])
    /// ``capacity`` once worked out (0 before the first connection).
    private let cachedCapacity = Atomic<Int>(0)
    private let stalls = Atomic<Int>(0)

    /// A guard enforcing `limits`.
    public init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// The connections open right now (refused ones count until they are closed).
    public var openConnections: Int { open.load(ordering: .relaxed) }

    /// The connection cap applied: ``ConnectionLimits/maxConnections``, lowered to what the
    /// process's descriptors allow (soft limit minus ``ConnectionLimits/reservedDescriptors``).
    /// Worked out once, when the first connection arrives (or when first read).
    public var capacity: Int {
        let cached = cachedCapacity.load(ordering: .relaxed)
        if cached > 0 { return cached }
        let computed = DescriptorLimit.connectionCapacity(
            configured: limits.maxConnections, reserve: limits.reservedDescriptors)
        cachedCapacity.store(computed, ordering: .relaxed)
        return computed
    }

    /// The client addresses with a connection open right now (trusted proxies not counted).
    public var clientsConnected: Int { perClient.withLock { $0.count } }

    /// The connections closed because their client read nothing for the write timeout.
    public var stalledConnectionsClosed: Int { stalls.load(ordering: .relaxed) }

    /// `base` with this guard on every connection. Pass `upgradable: true` for a channel that
    /// upgrades to WebSocket (only a complete handshake on a connection's first request goes on to
    /// the upgrader; the request guard leaves the pipeline with the `101`).
    public func wrap<Base: ServerChildChannel>(_ base: Base, upgradable: Bool) -> GuardedChildChannel<Base> {
        GuardedChildChannel(base: base, guard: self, upgradable: upgradable)
    }

    /// ``wrap(_:upgradable:)`` for a channel whose type is not known statically.
    public func wrap(any base: any ServerChildChannel, upgradable: Bool) -> any ServerChildChannel {
        func guarded<Base: ServerChildChannel>(_ base: Base) -> any ServerChildChannel {
            wrap(base, upgradable: upgradable)
        }
        return guarded(base)
    }

    /// Whether a new connection is served.
    enum Admission {
        case admitted
        /// Over the global cap (503).
        case overCapacity
        /// Over the cap of its client address (429).
        case overClientCap
    }

    /// Counts a new connection from `client` (its peer address; `nil` when unknown). Returns
    /// the key the connection must leave with, and whether it is served.
    func enter(client: String?) -> (key: String?, admission: Admission) {
        let total = open.wrappingAdd(1, ordering: .relaxed).newValue
        guard let client, !limits.trustedProxies.contains(client) else {
            return (nil, total <= capacity ? .admitted : .overCapacity)
        }
        // An IPv6 peer counts by its /64 (``ClientAddress``).
        let key = ClientAddress.capKey(client)
        let fromClient = perClient.withLock { table in
            let count = table[key, default: 0] + 1
            table[key] = count
            return count
        }
        if total > capacity { return (key, .overCapacity) }
        return (key, fromClient <= limits.maxConnectionsPerClient ? .admitted : .overClientCap)
    }

    /// Counts a closed connection that entered with `key`.
    func leave(key: String?) {
        open.wrappingSubtract(1, ordering: .relaxed)
        guard let key else { return }
        perClient.withLock { table in
            let remaining = table[key, default: 1] - 1
            table[key] = remaining > 0 ? remaining : nil
        }
    }

    /// Counts a connection closed by its `WriteStallWatch`.
    func stalled() {
        stalls.wrappingAdd(1, ordering: .relaxed)
    }
}

/// A server child channel with a ``ConnectionGuard`` on every connection; built by
/// ``ConnectionGuard/wrap(_:upgradable:)``.
public struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    /// What the wrapped channel hands its handler: the guard changes nothing of it.
    public typealias Value = Base.Value

    let base: Base
    let `guard`: ConnectionGuard
    let upgradable: Bool

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let front = ConnectionFront(guard: self.guard)
        do {
            try channel.pipeline.syncOperations.addHandler(front, position: .first)
            try channel.pipeline.syncOperations.addHandler(
                WriteStallWatch(timeout: self.guard.limits.writeTimeout) { [guardian = self.guard] in guardian.stalled()
                },
                position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let upgradable = self.upgradable
        // `setup` runs on the channel's event loop, where the handlers live.
        return base.setup(channel: channel, logger: logger).assumeIsolated().flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(
                RequestGuard(front: front, limits: self.guard.limits, upgradable: upgradable),
                position: .after(decoder)
            )
            return value
        }.nonisolated()
    }

    public func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// The raw-byte end of a guarded connection: the connection count, the timers and refusals.
/// Lives on the connection's event loop; `RequestGuard` calls it there.
final class ConnectionFront: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private enum Phase {
        /// Between requests: nothing of the next one has arrived.
        case awaitingRequest(first: Bool)
        /// Bytes of a request line and headers are arriving; `lineEnded` once its first line did.
        case readingHead(lineEnded: Bool)
        /// Heads received whose responses have not ended (including long-lived streams).
        case inRequest
        /// Upgraded (or upgrading) to another protocol: no HTTP timers any more.
        case upgraded
        /// A refusal was written; input is discarded until the connection closes.
        case closing
    }

    private let guardian: ConnectionGuard
    private var context: ChannelHandlerContext?
    private var phase = Phase.awaitingRequest(first: true)
    private var timer: Scheduled<Void>?
    private var counted = false
    private var admission = ConnectionGuard.Admission.admitted
    /// The per-client key the connection was counted under.
    private var clientKey: String?
    private var pendingRequests = 0
    /// A response head has been written and its end not yet: a refusal would corrupt it.
    private(set) var responseInProgress = false

    init(guard: ConnectionGuard) {
        guardian = `guard`
    }

    // MARK: Channel events

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        counted = true
        (clientKey, admission) = guardian.enter(client: context.channel.remoteAddress?.ipAddress)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        if counted {
            counted = false
            guardian.leave(key: clientKey)
        }
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        switch admission {
        case .admitted:
            arm(guardian.limits.headerTimeout, onFire: .headerTimeout)
        case .overCapacity:
            refuse(.serviceUnavailable, "The server is at its connection limit; try again later.")
        case .overClientCap:
            refuse(.tooManyRequests, "Too many connections from your address; close some and try again.")
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch phase {
        case .closing:
            return
        case .awaitingRequest(let first):
            // Always bytes at the front of the pipeline; anything else passes on unlooked-at.
            let lineEnded = context.peekBytes(data)?.readableBytesView.contains(UInt8(ascii: "\n")) ?? false
            phase = .readingHead(lineEnded: lineEnded)
            // The first request's time counts from the connection's start; a later one's from its
            // first byte (the idle timer ran until then).
            if !first {
                arm(guardian.limits.headerTimeout, onFire: .headerTimeout)
            }
        case .readingHead(lineEnded: false):
            if context.peekBytes(data)?.readableBytesView.contains(UInt8(ascii: "\n")) == true {
                phase = .readingHead(lineEnded: true)
            }
        case .readingHead(lineEnded: true), .inRequest, .upgraded:
            break
        }
        context.fireChannelRead(data)
    }

    // MARK: Calls from the request guard

    /// Whether the request being read has finished its first line (decides 414 against 431).
    var requestLineEnded: Bool {
        if case .readingHead(lineEnded: false) = phase { return false }
        return true
    }

    /// Whether a refusal has been written.
    var isClosing: Bool {
        if case .closing = phase { return true }
        return false
    }

    /// A complete request head arrived.
    func requestStarted() {
        guard !isClosing, !isUpgraded else { return }
        pendingRequests += 1
        phase = .inRequest
        disarm()
    }

    /// The request just started has a body: it must arrive within the body timeout.
    func bodyStarted() {
        guard case .inRequest = phase else { return }
        arm(guardian.limits.bodyTimeout, onFire: .bodyTimeout)
    }

    /// The request's body (or the request, when it had none) has been read completely.
    func bodyEnded() {
        guard case .inRequest = phase, awaitingBody else { return }
        disarm()
    }

    /// A final response head was written.
    func responseStarted() {
        responseInProgress = true
    }

    /// A response ended; with no other request waiting, the idle timer starts.
    func responseEnded() {
        responseInProgress = false
        pendingRequests = max(0, pendingRequests - 1)
        guard case .inRequest = phase, pendingRequests == 0 else { return }
        phase = .awaitingRequest(first: false)
        arm(guardian.limits.idleTimeout, onFire: .idle)
    }

    /// The connection is switching protocols: HTTP timers stop for good.
    func upgrading() {
        guard !isClosing else { return }
        phase = .upgraded
        disarm()
    }

    /// Answers `status` with a JSON error (and `extraHeaders`, complete `Name: value` lines) and
    /// closes the connection; when a response is already being written, closes without one (the
    /// client sees a cut response instead of a corrupt one).
    func refuse(_ status: HTTPResponseStatus, _ message: String, extraHeaders: [String] = []) {
        guard let context, !isClosing else { return }
        phase = .closing
        disarm()
        guard !responseInProgress else {
            context.close(promise: nil)
            return
        }
        let body = Self.errorBody(message)
        var buffer = context.channel.allocator.buffer(capacity: body.count + 160)
        buffer.writeString(
            "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
                + "Content-Type: application/json; charset=utf-8\r\n"
                + "Content-Length: \(body.count)\r\n"
                + extraHeaders.map { "\($0)\r\n" }.joined()
                + "Connection: close\r\n\r\n"
        )
        buffer.writeBytes(body)
        // Shut our side after the answer, keep draining what the client still sends (closing with
        // unread input would reset the connection and could destroy the answer), close at EOF or
        // after a second at the latest.
        context.writeAndFlush(NIOAny(buffer)).assumeIsolated().whenComplete { _ in
            context.close(mode: .output, promise: nil)
        }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(1)) {
            context.close(promise: nil)
        }
    }

    /// Closes the connection once `written` (the end of its last response) completes: the output
    /// is shut, input is discarded, and the connection closes at the client's end of input or a
    /// second later. For a response that was served but must be the connection's last.
    func closeAfter(_ written: EventLoopFuture<Void>) {
        guard let context, !isClosing else { return }
        phase = .closing
        disarm()
        written.assumeIsolated().whenComplete { [self] _ in
            context.close(mode: .output, promise: nil)
            timer = context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(1)) {
                context.close(promise: nil)
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if isClosing, case .inputClosed = event as? ChannelEvent {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    // MARK: Timers

    private enum Expiry { case headerTimeout, bodyTimeout, idle }

    /// The armed timer is the body timer.
    private var awaitingBody = false

    private var isUpgraded: Bool {
        if case .upgraded = phase { return true }
        return false
    }

    private func arm(_ delay: Duration, onFire expiry: Expiry) {
        disarm()
        guard let context else { return }
        awaitingBody = expiry == .bodyTimeout
        let nanoseconds = delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(nanoseconds)) { [self] in
            timer = nil
            awaitingBody = false
            switch expiry {
            case .headerTimeout:
                refuse(.requestTimeout, "The request headers did not arrive in time.")
            case .bodyTimeout:
                refuse(.requestTimeout, "The request body did not arrive in time.")
            case .idle:
                phase = .closing
                self.context?.close(promise: nil)
            }
        }
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
        awaitingBody = false
    }

    /// `{"error" : "<message>"}`, the server's error body.
    static func errorBody(_ message: String) -> [UInt8] {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: ["error": message], options: [.prettyPrinted, .withoutEscapingSlashes]))
            ?? Data("{\"error\":\"\"}".utf8)
        return Array(data)
    }
}
