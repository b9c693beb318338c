/// One ticker entry on the wire: `{"name":"AAPL","value":102.86}`.
public struct Stock: Codable, Sendable, Equatable {
    /// The symbol.
    public var name: String
    /// The current price.
    public var value: Double

    /// An entry with the given symbol and price.
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }

    /// The nine symbols of `/littlejohn/symbols`, in the order served.
    public static let symbols = ["AMD", "AAPL", "SNDL", "HOOD", "NOK", "TSLA", "PFE", "NVDA", "BABA"]
}
