import Distributed
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import ServiceLifecycle
import SwiftletCluster

/// The cluster benchmarks: `swift run -c release swiftlet-bench cluster [rtt|throughput]...` (both
/// when none is named). Two nodes in this process on loopback, over the real WebSocket transport.
enum ClusterBenchmarks {
    static func run(_ arguments: [String]) async throws {
        let chosen = arguments.isEmpty ? ["rtt", "throughput"] : arguments
        let a = try await BenchNode.start("A")
        let b = try await BenchNode.start("B")
        _ = try await b.system.join(a.address)
        for await names in a.system.memberChanges() where names == ["B"] { break }
        let remote = try Pinger.resolve(id: ClusterActorID(node: "B", actor: "pinger"), using: a.system)
        for name in chosen {
            switch name {
            case "rtt": try await roundTrip(remote)
            case "throughput": try await throughput(remote)
            default: print("unknown cluster benchmark \(name): expected rtt or throughput")
            }
        }
        await b.stop()
        await a.stop()
        _ = b.pinger
        _ = a.pinger
    }

    /// 2,000 sequential calls (after 200 to warm up): median and p99 round trip.
    static func roundTrip(_ remote: Pinger) async throws {
        for number in 0..<200 { _ = try await remote.ping(number) }
        var samples: [Duration] = []
        let clock = ContinuousClock()
        for number in 0..<2000 {
            let start = clock.now
            _ = try await remote.ping(number)
            samples.append(clock.now - start)
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let p99 = samples[samples.count * 99 / 100]
        print(
            "cluster rtt: \(samples.count) sequential calls, median \(micro(median)) µs, p99 \(micro(p99)) µs, "
                + "max \(micro(samples.last!)) µs")
    }

    /// 64 callers in parallel for 3 s: calls per second (each call is two messages: call and reply).
    static func throughput(_ remote: Pinger) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(3)
        let start = clock.now
        let calls = try await withThrowingTaskGroup(of: Int.self) { group in
            for caller in 0..<64 {
                group.addTask {
                    var done = 0
                    while clock.now < deadline {
                        _ = try await remote.ping(caller)
                        done += 1
                    }
                    return done
                }
            }
            return try await group.reduce(0, +)
        }
        let seconds =
            Double((clock.now - start).components.attoseconds) / 1e18
            + Double((clock.now - start).components.seconds)
        let perSecond = Double(calls) / seconds
        print(
            "cluster throughput: \(calls) calls in \(String(format: "%.2f", seconds)) s with 64 in flight: "
                + "\(Int(perSecond)) calls/s, \(Int(perSecond * 2)) messages/s")
    }

    static func micro(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000)
    }
}

/// The benchmark's remote target.
distributed actor Pinger {
    typealias ActorSystem = ClusterActorSystem

    distributed func ping(_ number: Int) -> Int { number + 1 }
}

/// A node in this process: a Hummingbird server on a free loopback port with the cluster routes.
final class BenchNode: Sendable {
    let system: ClusterActorSystem
    let port: Int
    let pinger: Pinger
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    var address: String { "127.0.0.1:\(port)" }

    private init(
        system: ClusterActorSystem, port: Int, pinger: Pinger, group: ServiceGroup, task: Task<Void, any Error>
    ) {
        self.system = system
        self.port = port
        self.pinger = pinger
        self.group = group
        self.task = task
    }

    static func start(_ name: String) async throws -> BenchNode {
        var logger = Logger(label: "bench.\(name)")
        logger.logLevel = .critical
        let system = try ClusterActorSystem(
            configuration: ClusterConfiguration(name: name, secret: "bench"), logger: logger)
        let router = Router(context: BasicWebSocketRequestContext.self)
        system.register(on: router)
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            router: router,
            server: .http1WebSocketUpgrade(
                webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 17))),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application, Runner(system: system)], logger: logger))
        let task = Task { try await group.run() }
        var bound = 0
        for await port in ports {
            bound = port
            break
        }
        await system.start(address: "127.0.0.1:\(bound)")
        let pinger = system.makeActor(named: "pinger") { Pinger(actorSystem: system) }
        return BenchNode(system: system, port: bound, pinger: pinger, group: group, task: task)
    }

    func stop() async {
        await system.leave()
        await group.triggerGracefulShutdown()
        _ = try? await task.value
    }

    struct Runner: Service {
        let system: ClusterActorSystem
        func run() async throws { await cancelWhenGracefulShutdown { await system.run() } }
    }
}
