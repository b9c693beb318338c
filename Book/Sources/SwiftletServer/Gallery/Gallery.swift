import Foundation

/// The EmojiArt gallery: 29 emoji, each with a name derived from its Unicode name, a price and a
/// checksum fixed for the server's lifetime. `/gallery/images` serves them three times over,
/// shuffled on every request.
struct Gallery: Sendable {
    /// The emoji, in index order (index 9 carries a variation selector, index 20 none).
    static let emoji: [String] = [
        "😀", "😃", "😄", "😁", "😆", "😅", "😂", "🤣", "🥲", "\u{263A}\u{FE0F}", "😊", "😇", "🙂", "🙃",
        "😉", "😌", "😍", "🥰", "🚲", "🛵", "\u{1F3CD}", "🛺", "🚨", "🚍", "🚘", "🚖", "🚃", "🚋", "🚞",
    ]

    /// The items in index order.
    let items: [ImageFile]
    /// The `/gallery/image` requests answered (served or refused) since the server started.
    let imageRequests = GalleryRequestCounter()
    /// The SHA-256 of each served image, computed once.
    let digests = GalleryDigests()

    /// A gallery with fresh random prices and checksums.
    init() {
        items = Self.emoji.enumerated().map { index, emoji in
            ImageFile(
                name: Self.readableName(of: emoji),
                url: "/gallery/image?\(index)",
                price: Double.random(in: 5...1000),
                checksum: UUID().uuidString
            )
        }
    }

    /// The 87 entries of one `/gallery/images` response: every item three times, shuffled, each
    /// carrying the digest in `digests` for its index.
    func shuffledListing(digests: [Int: String] = [:]) -> [ImageFile] {
        let withDigests = items.enumerated().map { index, item in
            var item = item
            item.sha256 = digests[index]
            return item
        }
        return (withDigests + withDigests + withDigests).shuffled()
    }

    /// Whether `/gallery/image?<index>` serves an image. The original serves 1–9, 11–19 and 21–28
    /// (indexes 0, 10 and 20 always fail, which the EmojiArt app shows as load errors); kept.
    static func servesImage(at index: Int) -> Bool {
        index % 10 > 0 && index < emoji.count
    }

    /// The Unicode name made readable: `\N{SMILING FACE WITH OPEN MOUTH}` → `Smiling Face With Open
    /// Mouth` (the `\N` markers and punctuation removed, each word capitalised).
    static func readableName(of emoji: String) -> String {
        let unicodeName = emoji.applyingTransform(.toUnicodeName, reverse: false) ?? emoji
        let withoutMarkers = unicodeName.replacingOccurrences(of: "\\N", with: "")
        let letters = String(
            String.UnicodeScalarView(
                withoutMarkers.unicodeScalars.filter { !CharacterSet.punctuationCharacters.contains($0) })
        )
        return letters.split(whereSeparator: \.isWhitespace)
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
            .joined(separator: " ")
    }
}
