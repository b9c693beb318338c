import ArgumentParser

/// `swiftlet files`: a terminal client of the book server (placeholder).
struct Files: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Terminal client: files.")

    func run() async throws {
        throw ValidationError("not implemented yet")
    }
}
