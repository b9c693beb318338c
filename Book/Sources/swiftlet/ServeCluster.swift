import ArgumentParser
import Foundation
import Logging
import ServiceLifecycle
import SwiftletCluster

/// The cluster options of `swiftlet serve` (SkyNet): present only when `--node-name` is given.
struct ClusterOptions: ParsableArguments {
    @Option(help: "Join a Swiftlet cluster under this node name (unique among live members).")
    var nodeName: String?
    @Option(name: .customLong("join"), help: "HOST:PORT of a cluster node to join through (repeatable).")
    var seeds: [String] = []
    @Option(
        help: ArgumentHelp(
            "A file holding the cluster's shared secret.",
            discussion: """
                Without it the secret is taken from $SWIFTLET_CLUSTER_SECRET, else from the data \
                directory's cluster-secret file (made with mode 0600 on first start). The secret is \
                never given on the command line, where other local users could read it.
                """),
        completion: .file())
    var clusterSecretFile: String?
    @Flag(
        inversion: .prefixedNo,
        help: "Find the other nodes with the same secret on this host and LAN, with no --join (on by default).")
    var discovery = true
    @Flag(inversion: .prefixedNo, help: "Announce over UDP multicast on the LAN too (on by default).")
    var multicast = true
    @Option(help: "The same-host rendezvous: UDP ports LOW-HIGH on 127.0.0.1 (default 47470-47501).")
    var discoveryPorts: String?

    /// The node's actor system, or nil when this process is not a cluster node. Exits with an
    /// `error:` line when the secret is empty or unreadable (see ``ClusterSecret/resolve(file:environment:dataDirectory:)``).
    func makeSystem(dataDirectory: URL, logger: Logger) throws -> ClusterActorSystem? {
        guard let nodeName else {
            if !seeds.isEmpty || clusterSecretFile != nil || discoveryPorts != nil {
                FileHandle.standardError.write(
                    Data("error: --join, --cluster-secret-file and --discovery-ports need --node-name\n".utf8))
                throw ExitCode.failure
            }
            return nil
        }
        do {
            let secret = try ClusterSecret.resolve(file: clusterSecretFile, dataDirectory: dataDirectory)
            guard !nodeName.isEmpty else { throw ValidationError("the node name must not be empty") }
            var configuration = ClusterConfiguration(name: nodeName, secret: secret)
            configuration.discovery = try discoveryConfiguration()
            return try ClusterActorSystem(configuration: configuration, logger: logger)
        } catch {
            FileHandle.standardError.write(Data("error: cluster: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

extension ClusterOptions {
    /// Discovery as the flags ask, or nil with `--no-discovery`. Throws for a malformed port range.
    func discoveryConfiguration() throws -> DiscoveryConfiguration? {
        guard discovery else { return nil }
        var configuration = DiscoveryConfiguration()
        if !multicast { configuration.multicastGroup = nil }
        if let discoveryPorts {
            let bounds = discoveryPorts.split(separator: "-").compactMap { UInt16($0) }
            guard bounds.count == 2, bounds[0] > 0, bounds[0] <= bounds[1], bounds[1] - bounds[0] < 1024 else {
                throw ValidationError(
                    "--discovery-ports takes LOW-HIGH (1-65535, at most 1024 ports), not \(discoveryPorts)")
            }
            configuration.loopbackPorts = bounds[0]...bounds[1]
        }
        return configuration
    }
}

/// Runs a node's actor system beside the server; on graceful shutdown it leaves the cluster first,
/// so the other members drop this node at once.
struct ClusterService: Service {
    let system: ClusterActorSystem

    func run() async throws {
        await withDiscardingTaskGroup { [system] group in
            group.addTask { await system.run() }
            // Leaves once shutdown starts (or the service is cancelled); `run()` returns after that.
            group.addTask {
                try? await gracefulShutdown()
                await system.leave()
            }
        }
    }
}
