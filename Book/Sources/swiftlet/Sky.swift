import ArgumentParser
import SwiftletApps
import SwiftletKit

/// `swiftlet sky --server URL`: runs a Sky scan on a node and shows its indicators live.
struct Sky: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a Sky scan on a node and show its indicators live (Sky).")

    @Option(help: "The node (a `swiftlet serve`).") var server = "http://127.0.0.1:8080"
    @Option(help: "Tasks in the scan.") var total = 20

    func run() async throws {
        let total = self.total
        let code = await TerminalCommand.run(server: server) { url in
            _ = try SkyClient.validate(total: total)
            try await SkyClient(server: url).run(total: total, output: StandardStreams())
        }
        if code != 0 { throw ExitCode(code) }
    }
}
