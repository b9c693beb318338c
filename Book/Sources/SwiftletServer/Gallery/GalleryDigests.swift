import Foundation

/// The SHA-256 of every image `/gallery/image` serves, computed from the served bytes on first use
/// and kept for the server's lifetime (the images never change while it runs).
actor GalleryDigests {
    private var digests: [Int: String]?

    /// Index → hex digest for every served index (0, 10 and 20 have none).
    func all(assets: AssetCache, cachingIn directory: URL?) async -> [Int: String] {
        if let digests { return digests }
        // Rendered and hashed at once (each on a thread of its own): both cores work on the first list.
        let computed = await withTaskGroup(of: (Int, String).self) { group in
            for index in Gallery.emoji.indices where Gallery.servesImage(at: index) {
                group.addTask { (index, await assets.sha256Hex(of: .galleryPNG(index), cachingIn: directory)) }
            }
            var digests: [Int: String] = [:]
            for await (index, digest) in group { digests[index] = digest }
            return digests
        }
        digests = computed
        return computed
    }
}

/// Counts `/gallery/image` requests, so operators and tests can see how well clients coalesce.
public actor GalleryRequestCounter {
    /// Requests answered so far.
    public private(set) var count = 0

    func increment() { count += 1 }
}
