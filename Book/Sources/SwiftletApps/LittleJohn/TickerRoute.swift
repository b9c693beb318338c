/// The ticker screen's place in the navigation stack: the symbols it streams. Written in a URL as
/// the symbols joined by commas (`AAPL,TSLA`); text that is not 1 to 20 symbols of 1 to 10 letters,
/// digits, `.` or `-` is not a route, so a URL cannot open the ticker with anything else.
struct TickerRoute: Hashable, LosslessStringConvertible {
    let symbols: [String]

    init(symbols: [String]) { self.symbols = symbols }

    init?(_ description: String) {
        let symbols = description.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (1...20).contains(symbols.count),
            symbols.allSatisfy({ symbol in
                (1...10).contains(symbol.utf8.count)
                    && symbol.utf8.allSatisfy { byte in
                        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                    }
            })
        else { return nil }
        self.symbols = symbols
    }

    var description: String { symbols.joined(separator: ",") }
}
