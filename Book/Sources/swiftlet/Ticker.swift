import ArgumentParser
import SwiftletKit

/// `swiftlet ticker AAPL,TSLA`: a live price table from the book server; Ctrl-C exits cleanly.
struct Ticker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show live stock prices (LittleJohn).")

    @Argument(help: "Comma-separated symbols, e.g. AAPL,TSLA.") var symbols: String
    @Option(help: "The book server.") var server = "http://127.0.0.1:8080"

    func run() async throws {
        let list = symbols
        let code = await TerminalCommand.run(server: server) { url in
            let symbols = try TickerClient.parse(list)
            try await TickerClient(server: url).run(symbols: symbols, output: StandardStreams())
        }
        if code != 0 { throw ExitCode(code) }
    }
}
