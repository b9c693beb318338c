import Foundation

/// One entry of the gallery feed (book §2.5 `ImageFile`): `id` is made on decoding, never read
/// from the JSON, so the three copies of an image in the feed are three items.
public struct FeedItem: Codable, Identifiable, Sendable, Equatable {
    public let id: UUID
    public let name: String
    /// The image's path on the server, `/gallery/image?<n>`.
    public let url: String
    public let price: Double
    /// The original's checksum field (a random UUID nobody can verify).
    public let checksum: String
    /// The SHA-256 of the image's bytes, absent for the images the server does not serve.
    public let sha256: String?

    private enum CodingKeys: String, CodingKey {
        case name, url, price, checksum, sha256
    }

    public init(name: String, url: String, price: Double, checksum: String, sha256: String?) {
        self.id = UUID()
        self.name = name
        self.url = url
        self.price = price
        self.checksum = checksum
        self.sha256 = sha256
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = UUID()
        name = try container.decode(String.self, forKey: .name)
        url = try container.decode(String.self, forKey: .url)
        price = try container.decode(Double.self, forKey: .price)
        checksum = try container.decode(String.self, forKey: .checksum)
        sha256 = try container.decodeIfPresent(String.self, forKey: .sha256)
    }

    /// The price as the feed shows it, `$12.34`.
    public var formattedPrice: String { String(format: "$%.2f", price) }
}
