/// One ticker entry (book §2.1): a symbol and its price.
public struct Stock: Codable, Hashable, Sendable {
    public var name: String
    public var value: Double

    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}
