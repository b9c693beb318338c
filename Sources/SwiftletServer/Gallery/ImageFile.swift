/// One entry of `/gallery/images`: `{"name", "url", "price", "checksum"}`.
public struct ImageFile: Codable, Sendable, Equatable {
    /// The readable Unicode name of the emoji, e.g. `Grinning Face`.
    public var name: String
    /// The path of the image, `/gallery/image?<index>`.
    public var url: String
    /// A random price in 5…1000, fixed for the server's lifetime.
    public var price: Double
    /// A random UUID string, fixed for the server's lifetime.
    public var checksum: String

    /// An entry with the given fields.
    public init(name: String, url: String, price: Double, checksum: String) {
        self.name = name
        self.url = url
        self.price = price
        self.checksum = checksum
    }
}
