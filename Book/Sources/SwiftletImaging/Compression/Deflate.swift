/// A small DEFLATE compressor (RFC 1951): greedy LZ77 matching over a 32 KiB window with hash chains,
/// emitted as one block with the fixed Huffman codes.
///
/// Not as tight as zlib's dynamic Huffman blocks, but smooth images (gradients, flat areas) shrink well
/// because PNG's row filters turn them into long runs. Pure and deterministic.
enum Deflate {
    private static let windowSize = 32_768
    private static let minimumMatch = 3
    private static let maximumMatch = 258
    private static let maximumChainSteps = 48
    private static let hashBits = 15

    /// The raw DEFLATE encoding of `input` (no zlib or gzip wrapper).
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var writer = DeflateBitWriter(reservingCapacity: input.count / 4 + 64)
        writer.write(bits: 1, length: 1)  // BFINAL
        writer.write(bits: 1, length: 2)  // BTYPE = 01, fixed Huffman codes
        input.withUnsafeBufferPointer { data in
            let hashSize = 1 << hashBits
            var head = [Int](repeating: -1, count: hashSize)
            var previous = [Int](repeating: -1, count: windowSize)
            func hash(at position: Int) -> Int {
                let value = Int(data[position]) << 16 | Int(data[position + 1]) << 8 | Int(data[position + 2])
                return (value &* 0x9E37_79B1) >> (32 - hashBits) & (hashSize - 1)
            }
            func insert(at position: Int) {
                guard position + minimumMatch <= data.count else { return }
                let key = hash(at: position)
                previous[position & (windowSize - 1)] = head[key]
                head[key] = position
            }

            var position = 0
            while position < data.count {
                var bestLength = 0
                var bestDistance = 0
                if position + minimumMatch <= data.count {
                    let limit = min(maximumMatch, data.count - position)
                    var candidate = head[hash(at: position)]
                    var steps = 0
                    while candidate >= 0, position - candidate <= windowSize, steps < maximumChainSteps {
                        var length = 0
                        while length < limit, data[candidate + length] == data[position + length] { length += 1 }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = position - candidate
                            if length == limit { break }
                        }
                        let next = previous[candidate & (windowSize - 1)]
                        // A slot reused by a newer position ends the chain.
                        if next >= candidate { break }
                        candidate = next
                        steps += 1
                    }
                }
                if bestLength >= minimumMatch {
                    writeLength(bestLength, to: &writer)
                    writeDistance(bestDistance, to: &writer)
                    for offset in 0..<bestLength { insert(at: position + offset) }
                    position += bestLength
                } else {
                    writeLiteral(Int(data[position]), to: &writer)
                    insert(at: position)
                    position += 1
                }
            }
        }
        writeLiteral(256, to: &writer)  // end of block
        return writer.finish()
    }

    /// Writes a literal/length symbol (0...287) with the fixed code of RFC 1951 §3.2.6.
    private static func writeLiteral(_ symbol: Int, to writer: inout DeflateBitWriter) {
        switch symbol {
        case 0...143: writer.write(code: UInt32(0x30 + symbol), length: 8)
        case 144...255: writer.write(code: UInt32(0x190 + symbol - 144), length: 9)
        case 256...279: writer.write(code: UInt32(symbol - 256), length: 7)
        default: writer.write(code: UInt32(0xC0 + symbol - 280), length: 8)
        }
    }

    private static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    private static func writeLength(_ length: Int, to writer: inout DeflateBitWriter) {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        writeLiteral(257 + code, to: &writer)
        if lengthExtraBits[code] > 0 {
            writer.write(bits: UInt32(length - lengthBases[code]), length: lengthExtraBits[code])
        }
    }

    private static func writeDistance(_ distance: Int, to writer: inout DeflateBitWriter) {
        var code = distanceBases.count - 1
        while distanceBases[code] > distance { code -= 1 }
        writer.write(code: UInt32(code), length: 5)
        if distanceExtraBits[code] > 0 {
            writer.write(bits: UInt32(distance - distanceBases[code]), length: distanceExtraBits[code])
        }
    }
}
