import Foundation
import Logging
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// LittleJohn's model (book §2.1), on the main actor: loads the symbol list and streams the live
/// ticker from the book server.
@MainActor
public final class LittleJohnModel: ObservableObject {
    /// The latest prices, sorted by name; emptied when the ticker stream ends.
    @Published public private(set) var tickerSymbols: [Stock] = []

    let server: URL
    let client: WebClient
    let logger: Logger

    /// A model talking to the book server at `server` through `client` (by default one shared client
    /// whose pool holds many open ticker streams). `logger` receives the book's `Updated: <date>`
    /// line for every price line (debug level).
    public init(server: URL, client: WebClient? = nil, logger: Logger = Logger(label: "swiftlet.littlejohn")) {
        self.server = server
        self.client = client ?? LiveStreamClient.shared
        self.logger = logger
    }

    /// GET `/littlejohn/symbols`. Throws `LittleJohnError` for a bad status or body, or
    /// `CancellationError` when the calling task is cancelled.
    public func availableSymbols() async throws -> [String] {
        do {
            return try await client.decoded([String].self, for: .get(server.appending(path: "littlejohn/symbols")))
        } catch let error as WebClientError {
            throw LittleJohnError(error)
        }
    }

    /// Streams `/littlejohn/ticker?<symbols>` and publishes each line's prices sorted by name. Returns
    /// when the server ends the stream (after emptying `tickerSymbols`); cancelling the calling task
    /// closes the connection at once. Throws `LittleJohnError` for a bad status or an undecodable line.
    public func startTicker(_ symbols: [String]) async throws {
        let url = server.littleJohnURL(path: "littlejohn/ticker", query: symbols.joined(separator: ","))
        do {
            for try await line in client.lines(for: .get(url)) {
                guard !line.isEmpty else { continue }
                let stocks: [Stock]
                do {
                    stocks = try JSONDecoder().decode([Stock].self, from: Data(line.utf8))
                } catch {
                    throw LittleJohnError(message: "The server sent a line that is not a price list.")
                }
                tickerSymbols = stocks.sorted { $0.name < $1.name }
                logger.debug("Updated: \(Date())")
            }
        } catch let error as WebClientError {
            throw LittleJohnError(error)
        }
        tickerSymbols = []
    }
}

/// An error shown in LittleJohn's alert.
public struct LittleJohnError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) { self.message = message }

    init(_ error: WebClientError) {
        switch error {
        case .badStatus: message = "The server responded with an error."
        case .invalidURL: message = "The URL could not be created."
        default: message = error.description
        }
    }
}

extension URL {
    /// `self` + `/path` + `?query` with the query kept verbatim (the server's key-less queries).
    func littleJohnURL(path: String, query: String) -> URL {
        var components = URLComponents(url: appending(path: path), resolvingAgainstBaseURL: false)
        components?.percentEncodedQuery = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
        return components?.url ?? appending(path: path)
    }
}
