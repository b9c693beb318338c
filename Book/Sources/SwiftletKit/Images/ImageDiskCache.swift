import Foundation

/// Image bytes on disk, one file per URL in one directory.
///
/// File names are a 128-bit hash of the URL's absolute string in hex (two independent 64-bit FNV-1a
/// hashes), so no URL makes a nested path or an over-long name (the post's loader wrote to
/// `https%3A//host/...`, directories that do not exist). Writes are atomic (a temporary file renamed into
/// place), so a reader never sees half an image. A missing or unreadable file is a cache miss.
struct ImageDiskCache: Sendable {
    let directory: URL

    init(directory: URL) {
        self.directory = directory
    }

    /// The file that holds `url`'s bytes.
    func file(for url: URL) -> URL {
        directory.appendingPathComponent(Self.fileName(for: url.absoluteString), isDirectory: false)
    }

    /// The stored bytes for `url`, or nil.
    func read(_ url: URL) -> Data? {
        try? Data(contentsOf: file(for: url))
    }

    /// Stores `data` for `url`, creating the directory when needed.
    func write(_ data: Data, for url: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: file(for: url), options: .atomic)
    }

    /// Deletes every stored image (only the files this cache names, never other files in the directory).
    func removeAll() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where Self.isCacheFileName(name) {
            try? manager.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    static func fileName(for key: String) -> String {
        let bytes = Array(key.utf8)
        let first = fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325)
        let second = fnv1a(bytes.reversed(), basis: 0x8422_2325_cbf2_9ce4)
        return hex(first) + hex(second) + ".img"
    }

    static func isCacheFileName(_ name: String) -> Bool {
        name.count == 36 && name.hasSuffix(".img") && name.dropLast(4).allSatisfy(\.isHexDigit)
    }

    private static func fnv1a(_ bytes: some Sequence<UInt8>, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
