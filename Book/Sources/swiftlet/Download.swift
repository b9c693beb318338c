import ArgumentParser
import Foundation
import SwiftletKit

/// `swiftlet download NAME [--tier silver|gold|cloud9] [--parts N] [--resume] [--output PATH]`: downloads a
/// file with a progress bar.
struct Download: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Download one of the server's files (SuperStorage).")

    @Argument(help: "The file name, as listed by `swiftlet files`.") var name: String
    @Option(help: "SuperStorage's plan: silver (one request), gold (streamed), cloud9 (4 parallel parts).")
    var tier: String?
    @Option(help: "Download in this many parallel ranged parts (1 to 16).") var parts = 1
    @Flag(help: "Continue a partial download already at the output path.") var resume = false
    @Option(help: "Where to save the file (default: its name in the current directory).") var output: String?
    @Option(help: "The book server.") var server = "http://127.0.0.1:8080"

    func run() async throws {
        let (name, parts, resume) = (self.name, self.parts, self.resume)
        let destination = output.map { URL(fileURLWithPath: $0) }
        let tierName = tier
        let code = await TerminalCommand.run(server: server) { url in
            let tier = try tierName.map(DownloadClient.Tier.init(argument:))
            try DownloadClient.validate(tier: tier, parts: parts, resume: resume)
            if let tier {
                try await DownloadClient(server: url).run(
                    name: name, tier: tier, destination: destination, output: StandardStreams())
            } else {
                try await DownloadClient(server: url).run(
                    name: name, parts: parts, resume: resume, destination: destination, output: StandardStreams())
            }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
