/// Bounds-checked reads of 16- and 32-bit integers in a TIFF file's byte order. Every read returns nil
/// past the end of the bytes instead of trapping.
struct TIFFByteReader {
    let bytes: [UInt8]
    let isBigEndian: Bool

    func uint16(at offset: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        let first = Int(bytes[offset])
        let second = Int(bytes[offset + 1])
        return isBigEndian ? first << 8 | second : second << 8 | first
    }

    func uint32(at offset: Int) -> Int? {
        guard let first = uint16(at: offset), let second = uint16(at: offset + 2) else { return nil }
        return isBigEndian ? first << 16 | second : second << 16 | first
    }
}
