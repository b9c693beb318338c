import ArgumentParser
import SwiftletKit

/// `swiftlet files`: the server's files and storage status, fetched concurrently.
struct Files: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the server's files (SuperStorage).")

    @Option(help: "The book server.") var server = "http://127.0.0.1:8080"

    func run() async throws {
        let code = await TerminalCommand.run(server: server) { url in
            try await FilesClient(server: url).run(output: StandardStreams())
        }
        if code != 0 { throw ExitCode(code) }
    }
}
