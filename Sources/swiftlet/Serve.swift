import ArgumentParser

/// `swiftlet serve`: runs the book server (and, later, the browser host) until SIGINT/SIGTERM.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the book server.")

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on.") var port = 8080
    @Option(help: "Directory for the SQLite database and generated assets.") var dataDir = "./.swiftlet"

    func run() async throws {
        throw ValidationError("not implemented yet")
    }
}
