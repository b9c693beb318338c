import ArgumentParser

/// `swiftlet ticker`: a terminal client of the book server (placeholder).
struct Ticker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Terminal client: ticker.")

    func run() async throws {
        throw ValidationError("not implemented yet")
    }
}
