import Testing

@testable import SwiftletImaging

@Suite struct ChecksumTests {
    @Test func sha256MatchesTheStandardTestVectors() {
        #expect(SHA256.hex(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the padding spills into a second block.
        #expect(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

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
