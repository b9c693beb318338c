import Distributed
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

@testable import SwiftletCluster

/// A cluster node in this test process: a real Hummingbird server on a free loopback port with the
/// cluster routes, its ``ClusterActorSystem`` running beside it, and a `Greeter` named "greeter".
final class TestNode: Sendable {
    let system: ClusterActorSystem
    let port: Int
    let greeter: Greeter
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    var address: String { "127.0.0.1:\(port)" }
    var name: String { system.name }

    private init(
        system: ClusterActorSystem, port: Int, greeter: Greeter, group: ServiceGroup, task: Task<Void, any Error>
    ) {
        self.system = system
        self.port = port
        self.greeter = greeter
        self.group = group
        self.task = task
    }

    static func start(
        _ name: String, secret: String = "test-secret", configure: (inout ClusterConfiguration) -> Void = { _ in }
    ) async throws -> TestNode {
        var configuration = ClusterConfiguration(name: name, secret: secret)
        // A starved test process (a loaded 2-core machine) can miss a real-time 2 s deadline and
        // evict a live node mid-test; tests about failure detection set it back, on a TestClock.
        configuration.failureDeadline = .seconds(120)
        configure(&configuration)
        var logger = Logger(label: "cluster-test.\(name)")
        logger.logLevel = .warning
        let system = try ClusterActorSystem(configuration: configuration, logger: logger)
        let router = Router(context: BasicWebSocketRequestContext.self)
        system.register(on: router)
        let server = await TestClusterServer.start(
            router: router, beside: [ClusterRunner(system: system)], logger: logger)
        guard let port = server.port else { throw ClusterError.connectionFailed("the test server did not start") }
        let (group, task) = (server.group, server.task)
        await system.start(address: "127.0.0.1:\(port)")
        let greeter = system.makeActor(named: "greeter") { Greeter(actorSystem: system) }
        return TestNode(system: system, port: port, greeter: greeter, group: group, task: task)
    }

    /// Starts a node, runs `body` with it and stops the node when `body` returns or throws, so no
    /// test leaves a node (or an unowned task stopping it) behind.
    static func with<T>(
        _ name: String, configure: (inout ClusterConfiguration) -> Void = { _ in },
        _ body: (TestNode) async throws -> T
    ) async throws -> T {
        let node = try await start(name, configure: configure)
        return try await stopping([node]) { try await body(node) }
    }

    /// Runs `body`, then stops `nodes` in order, whether `body` returns or throws (for tests that
    /// start several nodes before their body).
    static func stopping<T>(_ nodes: [TestNode], after body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            for node in nodes { await node.stop() }
            return result
        } catch {
            for node in nodes { await node.stop() }
            throw error
        }
    }

    /// Stops the node abruptly: every connection closes at once, then the server stops.
    func stop() async {
        await system.leave()
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }
}

/// Runs a cluster system as a service.
struct ClusterRunner: Service {
    let system: ClusterActorSystem

    func run() async throws {
        await cancelWhenGracefulShutdown { await system.run() }
    }
}

struct Boom: Error, CustomStringConvertible {
    var description: String
}

/// The small distributed actor the tests call across nodes.
distributed actor Greeter {
    typealias ActorSystem = ClusterActorSystem

    distributed var node: String { actorSystem.name }

    distributed func greet(_ name: String, times: Int) -> String {
        Array(repeating: "Hello \(name) from \(actorSystem.name)", count: times).joined(separator: ", ")
    }

    distributed func add(_ numbers: [Int]) -> Int { numbers.reduce(0, +) }

    distributed func echo(_ data: Data) -> Data { data }

    distributed func fail(_ message: String) throws {
        throw Boom(description: message)
    }

    /// Never answers until cancelled (the connection closing cancels it).
    distributed func stall() async throws {
        try await Task.sleep(for: .seconds(3600))
    }
}

extension ClusterActorSystem {
    /// Waits (bounded) until the connected members satisfy `condition`, using the membership stream.
    func waitForMembers(
        _ limit: Duration = .seconds(30), _ condition: @escaping @Sendable ([String]) -> Bool
    ) async throws {
        try await withTimeout(limit) {
            for await names in self.memberChanges() where condition(names) {
                return
            }
        }
    }
}

/// A Hummingbird server for `router` on a free loopback port, as the cluster tests run their nodes:
/// quiescing (a peer's dial that has not sent its request yet must not hold a node's stop), with
/// `beside` running in the same service group.
struct TestClusterServer {
    let group: ServiceGroup
    let task: Task<Void, any Error>
    /// Where it listens; nil when it stopped before listening.
    let port: Int?

    static func start(
        router: Router<BasicWebSocketRequestContext>, beside services: [any Service] = [], logger: Logger
    ) async -> TestClusterServer {
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            server: .quiescingWebSocketUpgrade(
                webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 17))),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application] + services, logger: logger))
        let task = Task { try await group.run() }
        var bound: Int?
        for await port in ports {
            bound = port
            break
        }
        return TestClusterServer(group: group, task: task, port: bound)
    }

    /// Stops the server and waits for it.
    func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }
}
