import Foundation

/// `swiftlet files`: lists the server's files and its storage status, fetched concurrently.
public struct FilesClient: Sendable {
    public let server: URL
    public let client: WebClient

    public init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// The server's files.
    public func files() async throws -> [ServerFile] {
        try await client.decoded([ServerFile].self, for: .get(server.appendingPathComponent("files/list")))
    }

    /// Fetches the list and the status at once (`async let`) and prints a table, then the status.
    public func run(output: some TerminalOutput) async throws {
        async let list = files()
        async let status = client.text(for: .get(server.appendingPathComponent("files/status")))
        let (files, statusText) = try await (list, status)
        let width = max(files.map(\.name.count).max() ?? 0, 4)
        let dates = DateFormatter()
        dates.dateStyle = .short
        dates.timeStyle = .short
        output.line("Name".padding(toLength: width, withPad: " ", startingAt: 0) + "      Size  Date")
        for file in files {
            output.line(
                file.name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + ByteCountText.format(file.size).leftPadded(to: 10) + "  " + dates.string(from: file.date))
        }
        output.line("\(files.count) file\(files.count == 1 ? "" : "s"). \(statusText)")
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
