/// One entry of `/gallery/images`: `{"name", "url", "price", "checksum", "sha256"}`.
public struct ImageFile: Codable, Sendable, Equatable {
    /// The readable Unicode name of the emoji, e.g. `Grinning Face`.
    public var name: String
    /// The path of the image, `/gallery/image?<index>`.
    public var url: String
    /// A random price in 5…1000, fixed for the server's lifetime.
    public var price: Double
    /// A random UUID string, fixed for the server's lifetime.
    public var checksum: String
    /// The SHA-256 of the bytes `/gallery/image` serves for `url`, 64 lowercase hex digits; absent
    /// for the indexes that are not served (0, 10, 20). The original's `checksum` is a random UUID
    /// nobody can verify, so it is kept as it was and this field carries the real digest.
    public var sha256: String?

    /// An entry with the given fields.
    public init(name: String, url: String, price: Double, checksum: String, sha256: String? = nil) {
        self.name = name
        self.url = url
        self.price = price
        self.checksum = checksum
        self.sha256 = sha256
    }
}
