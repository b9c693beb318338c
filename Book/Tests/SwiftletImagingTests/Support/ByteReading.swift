/// Little- and big-endian integer reads for parsing encoder output in tests.
extension Array where Element == UInt8 {
    func littleEndian16(at offset: Int) -> Int { Int(self[offset]) | Int(self[offset + 1]) << 8 }
    func littleEndian32(at offset: Int) -> Int { littleEndian16(at: offset) | littleEndian16(at: offset + 2) << 16 }
    func bigEndian16(at offset: Int) -> Int { Int(self[offset]) << 8 | Int(self[offset + 1]) }
    func bigEndian32(at offset: Int) -> Int { bigEndian16(at: offset) << 16 | bigEndian16(at: offset + 2) }
}
