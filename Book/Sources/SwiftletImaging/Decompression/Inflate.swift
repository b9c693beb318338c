/// Why ``Inflate/decompress(_:limit:)`` stopped.
public enum InflateError: Error, Equatable, Sendable {
    /// The stream ended before its last block did.
    case truncated
    /// An invalid block type, code, length or distance.
    case corrupt
    /// The output would exceed the caller's limit.
    case tooLarge
}

/// A DEFLATE (RFC 1951) decompressor: stored, fixed-Huffman and dynamic-Huffman blocks. Pure and
/// synchronous; memory is bounded by the caller's `limit`, never by what the stream claims.
public enum Inflate {
    /// Decompresses the raw DEFLATE stream in `input` (no zlib header).
    ///
    /// - Throws: ``InflateError``: `.tooLarge` as soon as the output would pass `limit` bytes,
    ///   `.truncated` or `.corrupt` for a damaged stream.
    public static func decompress(_ input: ArraySlice<UInt8>, limit: Int) throws(InflateError) -> [UInt8] {
        var reader = BitReader(input: input)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, input.count * 4))
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try reader.copyStored(into: &output, limit: limit)
            case 1:
                try inflateBlock(
                    &reader, literals: fixedLiterals, distances: fixedDistances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, literals: literals, distances: distances, into: &output, limit: limit)
            default:
                throw .corrupt
            }
        }
        return output
    }

    /// Decompresses a zlib stream (RFC 1950): the two-byte header, then DEFLATE. The Adler-32 trailer
    /// is not checked.
    public static func decompressZlib(_ input: ArraySlice<UInt8>, limit: Int) throws(InflateError) -> [UInt8] {
        guard input.count >= 2 else { throw .truncated }
        let method = input[input.startIndex]
        let flags = input[input.startIndex + 1]
        guard method & 0x0F == 8, (Int(method) << 8 | Int(flags)) % 31 == 0, flags & 0x20 == 0 else { throw .corrupt }
        return try decompress(input.dropFirst(2), limit: limit)
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixedLiterals: HuffmanTable = {
        let lengths = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
        // The fixed code lengths are valid by construction.
        return (try? HuffmanTable(lengths: lengths)) ?? HuffmanTable.empty
    }()
    private static let fixedDistances: HuffmanTable =
        (try? HuffmanTable(lengths: Array(repeating: 5, count: 30))) ?? HuffmanTable.empty

    private static func dynamicTables(_ reader: inout BitReader) throws(InflateError) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthTable = try HuffmanTable(lengths: codeLengths)
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthTable.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw .corrupt }
                lengths += repeatElement(last, count: 3 + (try reader.bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else { throw .corrupt }
        return (
            try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
            try HuffmanTable(lengths: Array(lengths[literalCount...]))
        )
    }

    private static func inflateBlock(
        _ reader: inout BitReader, literals: HuffmanTable, distances: HuffmanTable, into output: inout [UInt8],
        limit: Int
    ) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw .tooLarge }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw .corrupt }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < 30 else { throw .corrupt }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw .corrupt }
                guard output.count + length <= limit else { throw .tooLarge }
                var from = output.count - distance
                for _ in 0..<length {
                    output.append(output[from])
                    from += 1
                }
            }
        }
    }
}

/// Reads a DEFLATE stream's bits, least significant first.
struct BitReader {
    let input: ArraySlice<UInt8>
    var index: Int
    var buffer = 0
    var count = 0

    init(input: ArraySlice<UInt8>) {
        self.input = input
        self.index = input.startIndex
    }

    /// Tops the buffer up to at least `needed` bits where the input allows.
    mutating func fill(_ needed: Int) {
        while count < needed, index < input.endIndex {
            buffer |= Int(input[index]) << count
            index += 1
            count += 8
        }
    }

    mutating func bits(_ number: Int) throws(InflateError) -> Int {
        guard number > 0 else { return 0 }
        fill(number)
        guard count >= number else { throw .truncated }
        let value = buffer & ((1 << number) - 1)
        buffer >>= number
        count -= number
        return value
    }

    mutating func copyStored(into output: inout [UInt8], limit: Int) throws(InflateError) {
        // Drop to the byte boundary; whole bytes still buffered are the start of LEN.
        buffer >>= count % 8
        count -= count % 8
        let length = try bits(16)
        let complement = try bits(16)
        guard length ^ 0xFFFF == complement else { throw .corrupt }
        guard output.count + length <= limit else { throw .tooLarge }
        var remaining = length
        while remaining > 0, count >= 8 {
            output.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            count -= 8
            remaining -= 1
        }
        guard index + remaining <= input.endIndex else { throw .truncated }
        output.append(contentsOf: input[index..<(index + remaining)])
        index += remaining
    }
}

/// A canonical Huffman code as a lookup table indexed by the next `maximumLength` bits of the stream.
struct HuffmanTable {
    /// `symbol << 4 | length` per index; length 0 marks a bit pattern no code starts with.
    private let entries: [Int]
    private let maximumLength: Int

    static let empty = HuffmanTable(entries: [0, 0], maximumLength: 1)

    private init(entries: [Int], maximumLength: Int) {
        self.entries = entries
        self.maximumLength = maximumLength
    }

    /// Builds the code from each symbol's code length (0: unused). Throws `.corrupt` for an
    /// over-subscribed set of lengths.
    init(lengths: [Int]) throws(InflateError) {
        let maximumLength = max(1, lengths.max() ?? 1)
        guard maximumLength <= 15 else { throw .corrupt }
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[length] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        var available = 1
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
            available = available << 1 - counts[length]
            guard available >= 0 else { throw .corrupt }
        }
        var entries = [Int](repeating: 0, count: 1 << maximumLength)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let assigned = nextCode[length]
            nextCode[length] += 1
            var reversed = 0
            for bit in 0..<length where assigned & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            var index = reversed
            while index < entries.count {
                entries[index] = symbol << 4 | length
                index += 1 << length
            }
        }
        self.entries = entries
        self.maximumLength = maximumLength
    }

    func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        reader.fill(maximumLength)
        let entry = entries[reader.buffer & ((1 << maximumLength) - 1)]
        let length = entry & 0xF
        guard length > 0 else { throw .corrupt }
        guard length <= reader.count else { throw .truncated }
        reader.buffer >>= length
        reader.count -= length
        return entry >> 4
    }
}
