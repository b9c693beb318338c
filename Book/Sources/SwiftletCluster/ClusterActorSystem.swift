import Distributed
import Foundation
import Logging
import Synchronization

/// A `DistributedActorSystem` whose nodes are `swiftlet serve` processes talking JSON envelopes over
/// WebSockets on their own HTTP ports (see docs/cluster.md).
///
/// Create one per process, register its routes on the server's router
/// (``register(on:)``), keep ``run()`` running beside the server, and call ``start(address:seeds:)``
/// once the server listens. Local actors are registered synchronously (the runtime's
/// `assignID`/`actorReady`/`resignID` are synchronous), so the registry sits behind a `Mutex`;
/// everything else — members, connections, pending calls — lives in the ``ClusterCore`` actor.
public final class ClusterActorSystem: DistributedActorSystem, Sendable {
    public typealias ActorID = ClusterActorID
    public typealias InvocationEncoder = ClusterInvocationEncoder
    public typealias InvocationDecoder = ClusterInvocationDecoder
    public typealias ResultHandler = ClusterResultHandler
    public typealias SerializationRequirement = any Codable

    /// This node's name.
    public let name: String
    let configuration: ClusterConfiguration
    let logger: Logger
    let core: ClusterCore

    /// Local actors by id, held weakly: their owners keep them alive. A `Mutex` because the runtime
    /// calls `resolve`, `assignID`, `actorReady` and `resignID` synchronously from any thread.
    private let registry = Mutex<[ClusterActorID: WeakActor]>([:])

    /// The types remote calls may reach (those ``makeActor(named:_:)`` made), each with the prefix
    /// every distributed target of the type has: `$s` and the type's mangled name.
    private let exposedTypes = Mutex<[ObjectIdentifier: String]>([:])

    /// The name ``makeActor(named:_:)`` asks `assignID` to use, for the actor being initialised on
    /// this task.
    @TaskLocal static var requestedActorName: String?

    /// The member whose call is running on this task, while a distributed target runs for another
    /// node (nil for calls made in this process).
    @TaskLocal public static var callingNode: String?

    /// Creates a system for the node `configuration.name`. Throws ``ClusterError/emptySecret``.
    public init(configuration: ClusterConfiguration, logger: Logger = Logger(label: "swiftlet.cluster")) throws {
        guard !configuration.secret.isEmpty else { throw ClusterError.emptySecret }
        self.name = configuration.name
        self.configuration = configuration
        self.logger = logger
        self.core = ClusterCore(configuration: configuration, logger: logger)
    }

    // MARK: Lifecycle

    /// Runs heartbeats, failure detection and outbound connections until the task is cancelled;
    /// cancelling it closes every connection this node opened.
    public func run() async {
        await core.run(system: self)
    }

    /// Announces this node at `address` (`host:port` of its server) and dials every seed
    /// (`host:port`, retried every second while not connected). Call once the server listens.
    public func start(address: String, seeds: [String] = []) async {
        await core.start(address: address, seeds: seeds)
    }

    /// Dials `address` as a seed and returns the name of the node there once it welcomed us.
    ///
    /// Throws ``ClusterError/joinRefused(_:)`` when it refuses (wrong secret, name taken) and
    /// ``ClusterError/connectionFailed(_:)`` when nothing answers. A seed that accepted is redialled
    /// whenever its connection drops.
    @discardableResult public func join(_ address: String) async throws -> String {
        try await core.join(address)
    }

    /// Closes every connection now, as if the process had died: the other members see the
    /// connections drop and remove this node. Pending calls fail with ``ClusterError/nodeDeparted(_:)``.
    public func leave() async {
        await core.leave()
    }

    // MARK: Membership

    /// Names of the members connected both ways right now (this node excluded), sorted.
    public func connectedMembers() async -> [String] {
        await core.connectedNames()
    }

    /// The connected members' names (this node excluded, sorted): the current list first, then
    /// every change. Ends when the caller stops iterating.
    public func memberChanges() -> AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self, bufferingPolicy: .bufferingNewest(8))
        let id = UUID()
        // The removal waits for the registration, so a stream ended at once never leaves its
        // watcher behind; both hops are short and end on their own.
        let registration = Task { [core] in await core.addWatcher(id, continuation) }
        continuation.onTermination = { [core] _ in
            Task {
                await registration.value
                await core.removeWatcher(id)
            }
        }
        return stream
    }

    /// This node and every member it knows, as `GET /sky/cluster` answers.
    public func status() async -> ClusterStatus {
        await core.status()
    }

    // MARK: Actors

    /// Creates a local actor whose id is `ClusterActorID(node: name, actor: actorName)`, so other
    /// nodes can resolve it by that name. `make` must initialise the actor with this system.
    ///
    /// This also registers `Act` for remote calls: other nodes may call the distributed methods
    /// of `Act` (and of no other type) on actors of this type. A call to an actor of a type never
    /// made here, or naming a method that is not a distributed method of the actor's own type, is
    /// answered with an error (`unknownActor`, `unknownTarget`) and never runs.
    public func makeActor<Act: DistributedActor>(named actorName: String, _ make: () throws -> Act) rethrows -> Act
    where Act.ID == ClusterActorID {
        if let mangled = _mangledTypeName(Act.self) {
            exposedTypes.withLock { $0[ObjectIdentifier(Act.self)] = "$s" + mangled }
        }
        return try Self.$requestedActorName.withValue(actorName) { try make() }
    }

    /// The prefix of the distributed targets of `actor`'s type, when remote calls may reach it.
    private func targetPrefix(of actor: any DistributedActor) -> String? {
        exposedTypes.withLock { $0[ObjectIdentifier(type(of: actor))] }
    }

    public func resolve<Act>(id: ClusterActorID, as actorType: Act.Type) throws -> Act?
    where Act: DistributedActor, Act.ID == ClusterActorID {
        guard id.node == name else { return nil }
        guard let actor = registry.withLock({ $0[id]?.actor }) else { throw ClusterError.unknownActor(id) }
        guard let typed = actor as? Act else {
            throw ClusterError.rejected(code: "unknownActor", message: "\(id) is not a \(Act.self)")
        }
        return typed
    }

    public func assignID<Act>(_ actorType: Act.Type) -> ClusterActorID
    where Act: DistributedActor, Act.ID == ClusterActorID {
        ClusterActorID(node: name, actor: Self.requestedActorName ?? UUID().uuidString)
    }

    public func actorReady<Act>(_ actor: Act) where Act: DistributedActor, Act.ID == ClusterActorID {
        registry.withLock { $0[actor.id] = WeakActor(actor) }
    }

    public func resignID(_ id: ClusterActorID) {
        registry.withLock { _ = $0.removeValue(forKey: id) }
    }

    func localActor(_ id: ClusterActorID) -> (any DistributedActor)? {
        registry.withLock { $0[id]?.actor }
    }

    public func makeInvocationEncoder() -> ClusterInvocationEncoder {
        ClusterInvocationEncoder()
    }

    // MARK: Remote calls

    public func remoteCall<Act, Err, Res>(
        on actor: Act, target: RemoteCallTarget, invocation: inout ClusterInvocationEncoder,
        throwing: Err.Type, returning: Res.Type
    ) async throws -> Res where Act: DistributedActor, Act.ID == ClusterActorID, Err: Error, Res: Codable {
        let reply = try await send(to: actor.id, target: target, arguments: invocation.arguments)
        guard let result = reply.result else {
            throw ClusterError.serialization("the reply to \(target.identifier) carries no result")
        }
        do {
            return try JSONDecoder().decode(Res.self, from: Data(result.utf8))
        } catch {
            throw ClusterError.serialization("the result is not a \(Res.self): \(error)")
        }
    }

    public func remoteCallVoid<Act, Err>(
        on actor: Act, target: RemoteCallTarget, invocation: inout ClusterInvocationEncoder, throwing: Err.Type
    ) async throws where Act: DistributedActor, Act.ID == ClusterActorID, Err: Error {
        _ = try await send(to: actor.id, target: target, arguments: invocation.arguments)
    }

    private func send(to id: ClusterActorID, target: RemoteCallTarget, arguments: [String]) async throws -> Envelope {
        var call = Envelope(kind: .call)
        call.id = UUID()
        call.target = id
        call.method = target.identifier
        call.arguments = arguments
        let reply = try await core.call(node: id.node, call)
        if let failure = reply.failure {
            if failure.code == "thrown" {
                throw ClusterError.remote(type: failure.type ?? "Error", message: failure.message)
            }
            if failure.code == "busy" { throw ClusterError.busy(id.node) }
            throw ClusterError.rejected(code: failure.code, message: failure.message)
        }
        return reply
    }

    /// Runs an incoming call on the local actor it names and sends the reply through `respond`.
    func execute(_ call: Envelope, respond: @escaping @Sendable (Envelope) async -> Void) async {
        guard let id = call.id else {
            await respond(.error("badMessage", "a call needs an id"))
            return
        }
        guard let target = call.target, let method = call.method else {
            await respond(.error("badMessage", "a call needs a target and a method", id: id))
            return
        }
        // Only actors of types registered for remote calls, and only their own distributed
        // targets: the runtime would run any distributed thunk it finds by name on any actor.
        guard target.node == name, let actor = localActor(target), let prefix = targetPrefix(of: actor) else {
            logger.notice("Cluster call for unknown actor \(Loggable(target))")
            await respond(.error("unknownActor", "no actor \(Loggable(target)) on node \(name)", id: id))
            return
        }
        guard method.hasPrefix(prefix), method.hasSuffix("TE") else {
            logger.notice("Cluster call for unknown target \(Loggable(method)) on \(Loggable(target))")
            await respond(
                .error(
                    "unknownTarget", "\(Loggable(method)) is not a distributed method of \(type(of: actor))", id: id))
            return
        }
        var decoder = ClusterInvocationDecoder(arguments: call.arguments ?? [])
        let limit = configuration.maxMessageBytes
        let handler = ClusterResultHandler(
            respond: { reply in
                // A result too large to send is answered with an error, so the caller is not left waiting.
                let size = reply.encoded().utf8.count
                await respond(
                    size <= limit
                        ? reply : .error("tooLarge", "the reply is \(size) bytes; the limit is \(limit)", id: id))
            }, id: id)
        do {
            try await executeDistributedTarget(
                on: actor, target: RemoteCallTarget(method), invocationDecoder: &decoder, handler: handler)
        } catch let error as ClusterError {
            if case .rejected(let code, let message) = error {
                await respond(.error(code, message, id: id))
            } else {
                await respond(.error("badMessage", error.description, id: id))
            }
        } catch {
            logger.notice("Cluster call for unknown target \(Loggable(method)) on \(Loggable(target)): \(error)")
            await respond(.error("unknownTarget", "\(Loggable(error))", id: id))
        }
    }
}

/// A weak reference to a local actor (the registry must not keep actors alive).
final class WeakActor: Sendable {
    // `weak let` is immutable after init, so sharing it across threads is safe.
    weak let actor: (any DistributedActor)?

    init(_ actor: any DistributedActor) { self.actor = actor }
}
