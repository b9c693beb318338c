import NIOCore

/// The body of one `/littlejohn/ticker?<SYM>,<SYM>` response.
///
/// Each symbol starts at a random price in 10…100. The first line (initial prices) is written at
/// once; every tick (the first one also at once, then one per second) moves every price by a random
/// step in −3.14…3.14, floored at 0, and writes the JSON array of all entries followed by `\n`.
struct TickerStream: LiveStreamSource {
    private var stocks: [Stock]

    /// A stream for `symbols` (already validated; duplicates kept, order as given).
    init(symbols: [String]) {
        stocks = symbols.map { Stock(name: $0, value: Double.random(in: 10...100)) }
    }

    mutating func start() async throws -> ByteBuffer? {
        try line()
    }

    mutating func tick(_ index: Int) async throws -> LiveStreamStep {
        for position in stocks.indices {
            stocks[position].value = max(0, stocks[position].value + Double.random(in: -3.14...3.14))
        }
        return .write(try line())
    }

    private func line() throws -> ByteBuffer {
        var buffer = ByteBuffer(bytes: try Reply.encoder().encode(stocks))
        buffer.writeString("\n")
        return buffer
    }

    /// The valid symbols of a key-less ticker query (`AAPL,TSLA`), in order, duplicates kept.
    static func symbols(in query: String) -> [String] {
        query.split(separator: ",", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { Stock.symbols.contains($0) }
    }
}
