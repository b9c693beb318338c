import ArgumentParser

/// `swiftlet chat`: a terminal client of the book server (placeholder).
struct Chat: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Terminal client: chat.")

    func run() async throws {
        throw ValidationError("not implemented yet")
    }
}
