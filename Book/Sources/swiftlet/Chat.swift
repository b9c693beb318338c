import ArgumentParser
import SwiftletKit

/// `swiftlet chat --user NAME`: the book's Clipper; stdin lines are posted, room lines printed.
struct Chat: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Chat in the command-line room (Clipper).")

    @Option(help: "Your user name.") var user: String
    @Option(help: "The book server.") var server = "http://127.0.0.1:8080"

    func run() async throws {
        let user = self.user
        let code = await TerminalCommand.run(server: server) { url in
            try await ChatClient(server: url).run(user: user, input: StandardInputLines(), output: StandardStreams())
        }
        if code != 0 { throw ExitCode(code) }
    }
}
