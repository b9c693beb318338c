import ArgumentParser

/// The `swiftlet` command: runs the server and the terminal clients.
@main
struct Swiftlet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftlet",
        abstract: "SwiftUI-style apps on Linux: the book server, the browser host and terminal clients.",
        subcommands: [Serve.self, Ticker.self, Chat.self, Files.self, Download.self, Sky.self]
    )
}
