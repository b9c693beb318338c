import Foundation

/// `swiftlet ticker`: streams `/littlejohn/ticker` and shows a live price table.
///
/// Runs until the server ends the stream (it then prints a closing line and returns) or the calling
/// task is cancelled (Ctrl-C), which closes the connection at once and throws `CancellationError`.
/// Unknown symbols are rejected before streaming, against `/littlejohn/symbols`.
public struct TickerClient: Sendable {
    /// One row of the ticker: the book's `Stock`.
    public struct Quote: Codable, Sendable, Hashable {
        public var name: String
        public var value: Double
    }

    public let server: URL
    public let client: WebClient

    public init(server: URL, client: WebClient = WebClient()) {
        self.server = server
        self.client = client
    }

    /// The symbols the server knows, in its order.
    public func availableSymbols() async throws -> [String] {
        try await client.decoded([String].self, for: .get(server.appendingPathComponent("littlejohn/symbols")))
    }

    /// Parses `AAPL,TSLA` (case-insensitive, spaces allowed) into symbols.
    public static func parse(_ list: String) throws -> [String] {
        let symbols = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            .filter { !$0.isEmpty }
        guard !symbols.isEmpty else {
            throw TerminalClientError.badArgument("no symbols given: expected a list like AAPL,TSLA")
        }
        return symbols
    }

    /// Streams prices for `symbols` to `output`; stops after `maxUpdates` updates when given (tests).
    public func run(symbols: [String], output: some TerminalOutput, maxUpdates: Int? = nil) async throws {
        let known = try await availableSymbols()
        let unknown = symbols.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw TerminalClientError.badArgument(
                "unknown symbol\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: ", ")) "
                    + "(the server knows \(known.joined(separator: ", ")))")
        }
        let url = server.appending(path: "littlejohn/ticker", rawQuery: symbols.joined(separator: ","))
        var drawn = 0
        var updates = 0
        for try await line in client.lines(for: .get(url)) {
            guard !line.isEmpty else { continue }
            let quotes: [Quote]
            do {
                quotes = try WebClient.jsonDecoder.decode([Quote].self, from: Data(line.utf8))
            } catch {
                throw TerminalClientError.failed("the server sent a ticker line that is not a price list: \(line)")
            }
            let rows = Self.table(quotes.sorted { $0.name < $1.name })
            if output.isInteractive {
                // Move up over the previous table and redraw it in place.
                output.write((drawn > 0 ? "\u{1B}[\(drawn)F" : "") + rows.map { "\u{1B}[2K" + $0 + "\n" }.joined())
                drawn = rows.count
            } else {
                output.line(rows.dropFirst().joined(separator: " | "))
            }
            updates += 1
            if let maxUpdates, updates >= maxUpdates { return }
        }
        output.line("The server ended the ticker stream.")
    }

    /// The table for `quotes`: a header, then one `NAME  price` row each (3 decimals).
    static func table(_ quotes: [Quote]) -> [String] {
        let header = "Symbol      Price  (updated \(Self.timeText(Date())))"
        return [header]
            + quotes.map {
                $0.name.padding(toLength: 6, withPad: " ", startingAt: 0) + String(format: "%11.3f", $0.value)
            }
    }

    private static func timeText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
