import Foundation
@_spi(SwiftletHost) import SwiftletTesting

/// A throwaway PostgreSQL cluster in a temporary directory of its own, run by the repository's
/// `scripts/postgres-cluster`, for tests that need a real database server.
///
/// The cluster listens on a free port on 127.0.0.1 and has the role and database `swiftlet`
/// (password `swiftlet`, checked over TCP). The port is kept across ``stop()`` and ``start()``,
/// so ``url`` stays valid for a database-restart test. Every script run is bounded by a time limit
/// (the script is killed after it) and never blocks a thread of the cooperative pool. Prefer
/// ``withPostgresCluster(isolation:timeLimit:_:)``, which always removes the cluster; otherwise call
/// ``remove()`` when done.
public final class PostgresCluster: Sendable {
    /// The directory holding the cluster: data, Unix socket, server log (`postgres.log`) and port.
    public let directory: URL
    /// `postgres://swiftlet:swiftlet@127.0.0.1:<port>/swiftlet`.
    public let url: String
    /// The TCP port on 127.0.0.1.
    public let port: Int
    /// How long one run of the script may take before it is killed and the call throws.
    public let timeLimit: Duration

    private init(directory: URL, url: String, port: Int, timeLimit: Duration) {
        self.directory = directory
        self.url = url
        self.port = port
        self.timeLimit = timeLimit
    }

    /// Creates a cluster in a new temporary directory and starts it (about 2 s).
    ///
    /// - Parameter timeLimit: the bound on each run of the script, this one included.
    /// - Throws: ``PostgresClusterError`` when the script is missing, fails (its message is in the
    ///   error: PostgreSQL not installed, no free port, …) or runs out of time. Nothing is left
    ///   behind then.
    public static func start(timeLimit: Duration = .seconds(60)) async throws -> PostgresCluster {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swiftlet-pg-\(UUID().uuidString.prefix(8))", isDirectory: true)
        let output: String
        do {
            output = try await runScript("start", directory, timeLimit: timeLimit)
        } catch {
            _ = try? await runScript("stop", directory, timeLimit: timeLimit)
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        let url = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = URLComponents(string: url)?.port else {
            _ = try? await runScript("stop", directory, timeLimit: timeLimit)
            try? FileManager.default.removeItem(at: directory)
            throw PostgresClusterError(description: "scripts/postgres-cluster printed no URL: \(output)")
        }
        return PostgresCluster(directory: directory, url: url, port: port, timeLimit: timeLimit)
    }

    /// Stops the server (fast shutdown: open connections are closed) and waits until it is down.
    /// Stopping a stopped cluster does nothing.
    public func stop() async throws {
        _ = try await Self.runScript("stop", directory, timeLimit: timeLimit)
    }

    /// Starts the stopped server again on the same port, with its data; does nothing when it runs.
    ///
    /// - Throws: ``PostgresClusterError`` when it does not start, e.g. because something else
    ///   took the port meanwhile.
    public func start() async throws {
        let output = try await Self.runScript("start", directory, timeLimit: timeLimit)
        let reported = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard reported == url else {
            throw PostgresClusterError(description: "the cluster came back as \(reported), not \(url)")
        }
    }

    /// Stops the server and deletes the directory. Safe to call more than once.
    public func remove() async {
        if FileManager.default.fileExists(atPath: directory.path) {
            _ = try? await Self.runScript("stop", directory, timeLimit: timeLimit)
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The server log so far (empty when it cannot be read), for failure messages.
    public var serverLog: String {
        (try? String(contentsOf: directory.appendingPathComponent("postgres.log"), encoding: .utf8)) ?? ""
    }

    /// `scripts/postgres-cluster` of the book package this file was compiled in, else of the working
    /// directory.
    static func script() throws -> URL {
        // Book/Tests/BookTestSupport/PostgresCluster.swift → Book/
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            checkout.appendingPathComponent("scripts/postgres-cluster"),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
                "scripts/postgres-cluster"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw PostgresClusterError(
                description: "no scripts/postgres-cluster in \(candidates.map(\.path).joined(separator: " or "))")
        }
        return found
    }

    /// Runs `scripts/postgres-cluster <command> <directory>` under `timeout`, which kills it (and
    /// the commands it started, but not the server it detached) when `timeLimit` has passed.
    private static func runScript(_ command: String, _ directory: URL, timeLimit: Duration) async throws -> String {
        let script = try script()
        let seconds = max(1, Int(timeLimit.components.seconds))
        let outcome = try await runChildProcess(
            URL(fileURLWithPath: "/usr/bin/timeout"),
            arguments: ["--kill-after=5", String(seconds), script.path, command, directory.path])
        switch outcome.status {
        case 0:
            return outcome.output
        case 124, 137:
            throw PostgresClusterError(
                description: "scripts/postgres-cluster \(command) did not finish within \(seconds) s\n\(outcome.errors)"
            )
        default:
            throw PostgresClusterError(
                description: "scripts/postgres-cluster \(command) failed (exit \(outcome.status)): \(outcome.errors)")
        }
    }
}

/// Starts a ``PostgresCluster``, runs `body` with it and removes it afterwards, also when `body`
/// throws. Runs `body` on the caller's actor.
public func withPostgresCluster<T>(
    isolation: isolated (any Actor)? = #isolation,
    timeLimit: Duration = .seconds(60),
    _ body: (PostgresCluster) async throws -> T
) async throws -> T {
    let cluster = try await PostgresCluster.start(timeLimit: timeLimit)
    let result: T
    do {
        result = try await body(cluster)
    } catch {
        await cluster.remove()
        throw error
    }
    await cluster.remove()
    return result
}

/// Why a ``PostgresCluster`` could not be started, stopped or restarted; the description carries the
/// script's message.
public struct PostgresClusterError: Error, CustomStringConvertible {
    public var description: String
}
