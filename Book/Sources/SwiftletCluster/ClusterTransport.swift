import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWSClient
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization

extension ClusterActorSystem {
    /// The WebSocket path every node accepts cluster connections on.
    public static let webSocketPath = "/cluster/ws"
    /// The WebSocket frame size of dialled connections, both ways: messages are split into frames
    /// of at most this size, and frames up to it are accepted. It equals the `maxFrameSize` that
    /// `swiftlet serve` configures (`WebHostConfiguration.maxFrameSize`, 128 KiB), so frames fit
    /// in either direction; whole messages are limited separately (1 MiB).
    static let outgoingFrameSize = 1 << 17

    /// Adds `GET /cluster/ws` (the cluster's WebSocket; a connection becomes a link only after the
    /// handshake proved the cluster secret, see ``ClusterHandshake``) and `GET /sky/cluster` (the
    /// membership as JSON) to `router`. `socketStarted` gets each accepted socket's request context
    /// first (`swiftlet serve` releases its WebSocket handler there, breaking hummingbird-websocket's
    /// context cycle).
    public func register<Context: WebSocketRequestContext>(
        on router: Router<Context>, socketStarted: @escaping @Sendable (Context) -> Void = { _ in }
    ) {
        router.ws(
            "/cluster/ws",
            onUpgrade: { inbound, outbound, context in
                socketStarted(context.requestContext)
                await withTaskExecutorPreference(ClusterExecutor.shared) {
                    await self.accept(inbound: inbound, outbound: outbound)
                }
            }
        )
        router.get("/sky/cluster") { _, _ in
            await self.status()
        }
    }

    // MARK: Accepted connections

    /// Serves one accepted connection: a challenge, then a `hello` proving the secret within
    /// `helloTimeout` (else the connection is closed), then envelopes until it closes.
    func accept(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let limit = configuration.helloTimeout
        let logger = self.logger
        try? await HelloDeadline.run(
            limit,
            onExpiry: {
                logger.notice("Cluster: closed a connection that sent no hello within \(limit)")
                try? await outbound.close(.policyViolation, reason: "no hello within \(limit)")
            },
            { deadline in
                await self.acceptHandshake(inbound: inbound, outbound: outbound, deadline: deadline)
            })
    }

    private func acceptHandshake(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, deadline: HelloDeadline
    ) async {
        var reader = MessageReader(frames: inbound.makeAsyncIterator(), limit: configuration.maxMessageBytes)
        var challenge = Envelope(kind: .challenge)
        let serverNonce = ClusterHandshake.makeNonce()
        challenge.nonce = serverNonce
        guard (try? await outbound.writeTextMessage(challenge.encoded())) != nil else { return }
        let hello: Envelope
        do {
            guard case .text(let text) = try await reader.next() else {
                try? await outbound.writeTextMessage(Envelope.error("badMessage", "expected a hello").encoded())
                return
            }
            hello = try Envelope.decode(text)
        } catch {
            guard !Task.isCancelled else { return }
            logger.notice("Cluster: a connection opened with an undecodable message")
            try? await outbound.writeTextMessage(
                Envelope.error("badMessage", "expected a hello: \(Loggable(error))").encoded())
            return
        }
        guard deadline.pass() else { return }
        guard hello.kind == .hello, let name = hello.from, !name.isEmpty, let address = hello.address,
            let clientNonce = hello.nonce, !clientNonce.isEmpty, let proof = hello.proof
        else {
            try? await outbound.writeTextMessage(
                Envelope.error("badMessage", "expected a hello with from, address, nonce and proof").encoded())
            return
        }
        let expected = ClusterHandshake.helloProof(
            secret: configuration.secret, serverNonce: serverNonce, clientNonce: clientNonce, from: name,
            address: address)
        guard ClusterSecret.matches(proof, expected) else {
            logger.warning(
                "Cluster: refused \(Loggable(name)) from \(Loggable(address)): its hello does not prove the cluster secret"
            )
            var refused = Envelope(kind: .refused)
            refused.failure = Envelope.Failure(
                code: "unauthorized", message: "the hello does not prove this cluster's secret")
            try? await outbound.writeTextMessage(refused.encoded())
            try? await outbound.close(.policyViolation, reason: "unauthorized")
            return
        }
        let link = Link(peer: name, address: address, dialled: false, limits: configuration.linkLimits)
        var answer = await core.acceptHello(name: name, address: address, link: link)
        if answer.kind == .welcome {
            answer.proof = ClusterHandshake.welcomeProof(
                secret: configuration.secret, serverNonce: serverNonce, clientNonce: clientNonce, from: self.name,
                dialler: name)
        }
        do {
            try await outbound.writeTextMessage(answer.encoded())
        } catch {
            await core.linkDown(link)
            return
        }
        guard answer.kind == .welcome else {
            try? await outbound.close(.policyViolation, reason: answer.failure?.message)
            return
        }
        await serve(link, reader: &reader, outbound: outbound)
    }

    // MARK: Dialled connections

    /// Dials `target` until it should stop: once for members learnt by gossip; for seeds again
    /// every `seedRetryInterval` while the node runs, also after a refusal (a clashing name is
    /// free again once its holder is gone). A refusal is logged as an error once per reason.
    func dialLoop(_ target: String) async {
        var lastFailure: ClusterError?
        while !Task.isCancelled {
            let outcome = await connect(to: target)
            if let outcome, outcome != lastFailure {
                if case .joinRefused(let reason) = outcome {
                    logger.error("Cluster: \(target) refused this node: \(reason)")
                } else {
                    logger.debug("Cluster: could not connect to \(target): \(outcome)")
                }
            }
            lastFailure = outcome
            guard await core.isSeed(target) else { return }
            do {
                try await configuration.heartbeatClock.sleep(for: configuration.seedRetryInterval)
            } catch {
                return
            }
        }
    }

    /// Opens one connection to `target`, does the handshake, and serves it until it closes. Returns
    /// why it ended (``ClusterError/joinRefused(_:)``, ``ClusterError/connectionFailed(_:)``) or nil
    /// after a welcomed connection closed.
    @discardableResult func connect(to target: String) async -> ClusterError? {
        guard let address = await core.address else { return .connectionFailed("the node has not started") }
        let clientConfiguration = WebSocketClientConfiguration(
            maxFrameSize: Self.outgoingFrameSize, closeTimeout: .seconds(1))
        let result = HandshakeResult()
        let dial = DialState()
        let logger = self.logger
        let limit = configuration.helloTimeout
        do {
            try await dial.run(handshakeTimeout: configuration.handshakeTimeout) {
                try await WebSocketClient.connect(
                    url: "ws://\(target)\(Self.webSocketPath)", configuration: clientConfiguration, logger: logger
                ) { inbound, outbound, _ in
                    // A dial given up before its upgrade answered must not start a link no one owns.
                    guard dial.upgrade() else { return }
                    // The client library may run this handler in a task of its own: keep the
                    // connection on the cluster thread explicitly (heartbeats go out on dialled
                    // connections).
                    try await withTaskExecutorPreference(ClusterExecutor.shared) {
                        try await HelloDeadline.run(
                            limit,
                            onExpiry: {
                                await result.set(
                                    .connectionFailed("\(target) did not welcome this node within \(limit)"))
                            },
                            { deadline in
                                try await self.handshakeAndServe(
                                    target: target, address: address, inbound: inbound, outbound: outbound,
                                    result: result, deadline: deadline)
                            })
                    }
                }
            }
        } catch let error as WebSocketClientError where error == .webSocketUpgradeFailed {
            await result.set(.joinRefused("\(target) refused the upgrade (not a cluster node, or shutting down)"))
        } catch {
            await result.set(.connectionFailed("\(target): \(error)"))
        }
        let outcome = await result.value
        if let outcome {
            await core.reportJoin(target, .failure(outcome))
        }
        return outcome
    }

    /// Answers the node's challenge with a hello, checks its welcome's proof, then serves the link.
    private func handshakeAndServe(
        target: String, address: String, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
        result: HandshakeResult, deadline: HelloDeadline
    ) async throws {
        var reader = MessageReader(
            frames: inbound.makeAsyncIterator(), limit: self.configuration.maxMessageBytes)
        guard case .text(let text) = try await reader.next(), let challenge = try? Envelope.decode(text),
            challenge.kind == .challenge, let serverNonce = challenge.nonce, !serverNonce.isEmpty
        else {
            await result.set(.connectionFailed("\(target) sent no challenge"))
            return
        }
        let clientNonce = ClusterHandshake.makeNonce()
        var hello = Envelope(kind: .hello)
        hello.from = name
        hello.address = address
        hello.nonce = clientNonce
        hello.proof = ClusterHandshake.helloProof(
            secret: configuration.secret, serverNonce: serverNonce, clientNonce: clientNonce, from: name,
            address: address)
        try await outbound.writeTextMessage(hello.encoded())
        guard case .text(let text) = try await reader.next(), let answer = try? Envelope.decode(text) else {
            await result.set(.connectionFailed("\(target) sent no welcome"))
            return
        }
        guard deadline.pass() else { return }
        guard answer.kind == .welcome, let peer = answer.from, !peer.isEmpty else {
            await result.set(.joinRefused(answer.failure?.message ?? "\(target) refused the connection"))
            return
        }
        let expected = ClusterHandshake.welcomeProof(
            secret: configuration.secret, serverNonce: serverNonce, clientNonce: clientNonce, from: peer,
            dialler: name)
        guard let proof = answer.proof, ClusterSecret.matches(proof, expected) else {
            logger.warning("Cluster: \(target) welcomed this node without proving the cluster secret")
            await result.set(.joinRefused("\(target) did not prove it knows the cluster secret"))
            return
        }
        let link = Link(peer: peer, address: target, dialled: true, limits: configuration.linkLimits)
        guard await self.core.outboundUp(link, gossip: answer.members ?? []) else {
            await result.set(.joinRefused("\(target) is this node or clashes with a member"))
            return
        }
        await self.core.reportJoin(target, .success(peer))
        await result.set(nil)
        await self.serve(link, reader: &reader, outbound: outbound)
    }

    // MARK: Both directions

    /// Runs an open link: one writer task drains the link's queue; this task reads envelopes,
    /// running calls in child tasks (cancelled when the connection ends), at most
    /// `maxConcurrentCallsPerLink` at once (more are answered `busy`).
    func serve(_ link: Link, reader: inout MessageReader, outbound: WebSocketOutboundWriter) async {
        let logger = self.logger
        let maxBytes = configuration.maxMessageBytes
        let maxCalls = configuration.maxConcurrentCallsPerLink
        var localReader = reader
        await withDiscardingTaskGroup { group in
            group.addTask {
                for await text in link.messages {
                    do {
                        try await outbound.writeTextMessage(text)
                    } catch {
                        break
                    }
                    link.written(text)
                }
                try? await outbound.close(.normalClosure, reason: nil)
            }
            do {
                while !link.isClosed, let message = try await localReader.next() {
                    switch message {
                    case .text(let text):
                        guard let envelope = try? Envelope.decode(text) else {
                            logger.notice(
                                "Cluster: undecodable message from \(link.peer) (\(text.utf8.count) bytes)")
                            link.send(.error("badMessage", "the message is not a cluster envelope"))
                            continue
                        }
                        guard envelope.kind == .call else {
                            await core.receive(envelope, from: link)
                            continue
                        }
                        guard link.startCall(limit: maxCalls) else {
                            link.send(
                                .error(
                                    "busy", "\(maxCalls) calls from this node are running already", id: envelope.id))
                            continue
                        }
                        // Application work runs on the cooperative pool, never on the cluster thread.
                        group.addTask(executorPreference: globalConcurrentExecutor) {
                            await Self.$callingNode.withValue(link.peer) {
                                await self.execute(envelope) { reply in link.send(reply) }
                            }
                            link.endCall()
                        }
                    case .tooLarge(let size):
                        logger.notice("Cluster: dropped a \(size)-byte message from \(link.peer) (limit \(maxBytes))")
                        link.send(.error("tooLarge", "messages are limited to \(maxBytes) bytes; got \(size)"))
                    case .binary:
                        link.send(.error("badMessage", "binary messages are not accepted"))
                    }
                }
            } catch {
                logger.debug("Cluster: connection to \(link.peer) ended: \(error)")
            }
            link.close()
            // The member is gone now (its pending calls fail at once), before waiting for the
            // cancelled executions to finish.
            await core.linkDown(link)
            group.cancelAll()
        }
        reader = localReader
    }
}

/// The outcome of a dial's handshake, set once by the connection handler.
actor HandshakeResult {
    private(set) var value: ClusterError?
    private var isSet = false

    func set(_ outcome: ClusterError?) {
        guard !isSet else { return }
        isSet = true
        value = outcome
    }
}

/// Reassembles WebSocket frames into messages, refusing (after reading it to its end) any message
/// larger than `limit` instead of buffering it.
struct MessageReader {
    enum Message: Equatable {
        case text(String)
        case tooLarge(Int)
        case binary
    }

    var frames: WebSocketInboundStream.AsyncIterator
    let limit: Int

    mutating func next() async throws -> Message? {
        var buffer = ByteBuffer()
        var size = 0
        var binary = false
        var started = false
        while let frame = try await frames.next() {
            switch frame.opcode {
            case .text, .binary:
                started = true
                binary = frame.opcode == .binary
                buffer.clear()
                size = 0
            case .continuation:
                guard started else { continue }
            }
            size += frame.data.readableBytes
            if size <= limit {
                var data = frame.data
                buffer.writeBuffer(&data)
            } else {
                buffer = ByteBuffer()
            }
            if frame.fin {
                if size > limit { return .tooLarge(size) }
                if binary { return .binary }
                return .text(String(buffer: buffer))
            }
        }
        return nil
    }
}
extension ClusterStatus: ResponseEncodable {}

/// One dial's `WebSocketClient.connect`, run so that the dial ends when its task is cancelled or
/// when the server has not answered the upgrade within the handshake timeout, whatever the client
/// does. swift-websocket's client neither ends a `connect` when cancelled nor notices a server that
/// reads the upgrade request and closes the connection without answering (it waits on the
/// half-closed connection for ever), and a node's stop waits for its dials.
///
/// Before the upgrade the `connect` runs in a task of its own that is given up (cancelled, but not
/// awaited) on cancellation or timeout: a `connect` stuck that way stays suspended, with its
/// half-closed socket, until the process exits; it never starts a link (``upgrade()`` refuses). Once
/// upgraded, cancellation reaches the client as before and the dial waits for it to end.
final class DialState: Sendable {
    private struct State {
        var upgraded = false
        var givenUp = false
        var continuation: CheckedContinuation<Void, any Error>?
        var outcome: Result<Void, any Error>?
    }

    private let state = Mutex(State())

    /// Marks the upgrade as answered; `false` when the dial was given up already.
    func upgrade() -> Bool {
        state.withLock { state in
            guard !state.givenUp else { return false }
            state.upgraded = true
            return true
        }
    }

    /// Runs `connect` as described above; rethrows its error, or throws `CancellationError` or
    /// ``HandshakeTimeout`` (no upgrade within `handshakeTimeout`) when given up.
    func run(handshakeTimeout: Duration, _ connect: @escaping @Sendable () async throws -> Void) async throws {
        let client = Task { [self] in
            do {
                try await connect()
                finish(.success(()), givingUp: false)
            } catch {
                finish(.failure(error), givingUp: false)
            }
        }
        let watchdog = Task { [self] in
            guard (try? await Task.sleep(for: handshakeTimeout)) != nil else { return }
            if finish(.failure(HandshakeTimeout(limit: handshakeTimeout)), givingUp: true) {
                client.cancel()
            }
        }
        defer { watchdog.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome = state.withLock { state in
                    if state.outcome == nil { state.continuation = continuation }
                    return state.outcome
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            client.cancel()
            _ = finish(.failure(CancellationError()), givingUp: true)
        }
    }

    /// Settles the dial once. A give-up (cancellation, timeout) only counts before the upgrade;
    /// returns whether this call settled it.
    @discardableResult
    private func finish(_ outcome: Result<Void, any Error>, givingUp: Bool) -> Bool {
        let (settled, continuation) = state.withLock {
            state -> (Bool, CheckedContinuation<Void, any Error>?) in
            guard state.outcome == nil, !(givingUp && state.upgraded) else { return (false, nil) }
            if givingUp { state.givenUp = true }
            state.outcome = outcome
            defer { state.continuation = nil }
            return (true, state.continuation)
        }
        continuation?.resume(with: outcome)
        return settled
    }
}

/// A dial's server did not answer the WebSocket upgrade in time.
struct HandshakeTimeout: Error, CustomStringConvertible {
    var limit: Duration
    var description: String { "no answer to the upgrade within \(limit)" }
}
