import Testing

@testable import SwiftletImaging

@Suite struct ChecksumTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(of: Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(of: [UInt8]()) == 0)
    }

    @Test func crc32CanBeFedInPieces() {
        var crc = CRC32()
        crc.update(Array("12345".utf8))
        crc.update(Array("6789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }

    @Test func adler32MatchesKnownValues() {
        #expect(Adler32.checksum(of: Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum(of: [UInt8]()) == 1)
    }

    @Test func adler32StaysCorrectPastTheOverflowBatch() {
        // 100,000 bytes of 0xFF exercise the batched modulo; the reference is the per-byte textbook definition.
        let bytes = [UInt8](repeating: 0xFF, count: 100_000)
        var low: UInt64 = 1
        var high: UInt64 = 0
        for byte in bytes {
            low = (low + UInt64(byte)) % 65_521
            high = (high + low) % 65_521
        }
        #expect(Adler32.checksum(of: bytes) == UInt32(high << 16 | low))
    }
}
