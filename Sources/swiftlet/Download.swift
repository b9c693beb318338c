import ArgumentParser

/// `swiftlet download`: a terminal client of the book server (placeholder).
struct Download: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Terminal client: download.")

    func run() async throws {
        throw ValidationError("not implemented yet")
    }
}
