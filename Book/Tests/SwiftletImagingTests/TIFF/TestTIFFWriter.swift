/// A test-only TIFF writer for the decoder's tests: any sample layout, byte order, strip size,
/// compression (none, PackBits, LZW) and predictor, plus raw directories for hostile headers.
enum TestTIFFWriter {
    enum Compression: Int {
        case none = 1
        case lzw = 5
        case packBits = 32773
    }

    /// One directory entry: tag, field type (3 SHORT, 4 LONG) and values.
    struct Entry {
        let tag: Int
        let type: Int
        let values: [Int]
    }

    /// A TIFF of `samples` (row-major, `samplesPerPixel` per pixel) in strips of `rowsPerStrip` rows.
    static func write(
        width: Int, height: Int, samplesPerPixel: Int, photometric: Int, samples: [UInt8],
        compression: Compression = .none, rowsPerStrip: Int? = nil, predictor: Bool = false,
        extraSample: Int? = nil, bigEndian: Bool = false
    ) -> [UInt8] {
        let rowBytes = width * samplesPerPixel
        let perStrip = rowsPerStrip ?? height
        var strips: [[UInt8]] = []
        var row = 0
        while row < height {
            let rows = min(perStrip, height - row)
            var raw = Array(samples[row * rowBytes..<(row + rows) * rowBytes])
            if predictor {
                for line in 0..<rows {
                    for index in stride(from: rowBytes - 1, through: samplesPerPixel, by: -1) {
                        raw[line * rowBytes + index] &-= raw[line * rowBytes + index - samplesPerPixel]
                    }
                }
            }
            switch compression {
            case .none: strips.append(raw)
            case .packBits: strips.append(packBits(raw))
            case .lzw: strips.append(lzw(raw))
            }
            row += rows
        }
        var entries = [
            Entry(tag: 256, type: 4, values: [width]),
            Entry(tag: 257, type: 4, values: [height]),
            Entry(tag: 258, type: 3, values: Array(repeating: 8, count: samplesPerPixel)),
            Entry(tag: 259, type: 3, values: [compression.rawValue]),
            Entry(tag: 262, type: 3, values: [photometric]),
            Entry(tag: 277, type: 3, values: [samplesPerPixel]),
            Entry(tag: 278, type: 4, values: [perStrip]),
        ]
        if predictor { entries.append(Entry(tag: 317, type: 3, values: [2])) }
        if let extraSample { entries.append(Entry(tag: 338, type: 3, values: [extraSample])) }
        return file(entries: entries, strips: strips, bigEndian: bigEndian)
    }

    /// A file with `entries` plus StripOffsets and StripByteCounts for `strips`, directory first, strips
    /// last (so a prefix of the file holds the first rows, as a download receives them).
    static func file(entries: [Entry], strips: [[UInt8]], bigEndian: Bool = false) -> [UInt8] {
        let withStrips =
            entries + [
                Entry(tag: 273, type: 4, values: Array(repeating: 0, count: strips.count)),
                Entry(tag: 279, type: 4, values: strips.map(\.count)),
            ]
        var firstStrip = 8 + 2 + withStrips.count * 12 + 4
        for entry in withStrips where size(entry) > 4 { firstStrip += size(entry) }
        var offsets: [Int] = []
        var position = firstStrip
        for strip in strips {
            offsets.append(position)
            position += strip.count
        }
        let final = withStrips.map { $0.tag == 273 ? Entry(tag: 273, type: 4, values: offsets) : $0 }
        return directory(entries: final, bigEndian: bigEndian) + strips.flatMap { $0 }
    }

    /// Header and one directory at offset 8 with its out-of-line values after it; no strips.
    static func directory(entries: [Entry], bigEndian: Bool = false, nextDirectory: Int = 0) -> [UInt8] {
        var out: [UInt8] = bigEndian ? [0x4D, 0x4D, 0, 42] : [0x49, 0x49, 42, 0]
        append(8, bytes: 4, to: &out, bigEndian: bigEndian)
        let sorted = entries.sorted { $0.tag < $1.tag }
        append(sorted.count, bytes: 2, to: &out, bigEndian: bigEndian)
        var overflow: [UInt8] = []
        let overflowStart = 8 + 2 + sorted.count * 12 + 4
        for entry in sorted {
            append(entry.tag, bytes: 2, to: &out, bigEndian: bigEndian)
            append(entry.type, bytes: 2, to: &out, bigEndian: bigEndian)
            append(entry.values.count, bytes: 4, to: &out, bigEndian: bigEndian)
            var values: [UInt8] = []
            for value in entry.values {
                append(value, bytes: entry.type == 3 ? 2 : 4, to: &values, bigEndian: bigEndian)
            }
            if values.count > 4 {
                append(overflowStart + overflow.count, bytes: 4, to: &out, bigEndian: bigEndian)
                overflow += values
            } else {
                out += values + Array(repeating: 0, count: 4 - values.count)
            }
        }
        append(nextDirectory, bytes: 4, to: &out, bigEndian: bigEndian)
        return out + overflow
    }

    private static func size(_ entry: Entry) -> Int {
        let size = entry.values.count * (entry.type == 3 ? 2 : 4)
        return size
    }

    private static func append(_ value: Int, bytes: Int, to out: inout [UInt8], bigEndian: Bool) {
        let ordered = (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        out += bigEndian ? ordered.reversed() : ordered
    }

    /// PackBits: runs of three or more equal bytes as repeat runs, the rest as literal runs.
    static func packBits(_ input: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        var literal: [UInt8] = []
        func flush() {
            while !literal.isEmpty {
                let chunk = literal.prefix(128)
                out.append(UInt8(chunk.count - 1))
                out += chunk
                literal.removeFirst(chunk.count)
            }
        }
        while index < input.count {
            var run = 1
            while index + run < input.count, input[index + run] == input[index], run < 128 { run += 1 }
            if run >= 3 {
                flush()
                out.append(UInt8(bitPattern: Int8(1 - run)))
                out.append(input[index])
                index += run
            } else {
                literal.append(input[index])
                index += 1
            }
        }
        flush()
        return out
    }

    /// LZW as libtiff writes it: Clear first, 9–12-bit codes MSB first, early change, Clear when the
    /// table is full, EndOfInformation last.
    static func lzw(_ input: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var buffer = 0
        var count = 0
        var width = 9
        func emit(_ code: Int) {
            buffer = buffer << width | code
            count += width
            while count >= 8 {
                out.append(UInt8(truncatingIfNeeded: buffer >> (count - 8)))
                count -= 8
            }
            buffer &= (1 << count) - 1
        }
        var table: [[UInt8]: Int] = [:]
        var next = 258
        func reset() {
            table = [:]
            for code in 0..<256 { table[[UInt8(code)]] = code }
            next = 258
            width = 9
        }
        reset()
        emit(256)
        var current: [UInt8] = []
        for byte in input {
            let extended = current + [byte]
            if table[extended] != nil {
                current = extended
                continue
            }
            if let code = table[current] { emit(code) }
            table[extended] = next
            next += 1
            if next == 4094 {
                emit(256)
                reset()
            } else if next >= 1 << width {
                width += 1
            }
            current = [byte]
        }
        if let code = table[current], !current.isEmpty {
            emit(code)
            // The decoder adds an entry after this code too, and may widen before reading EOI.
            if next + 1 >= 1 << width, width < 12 { width += 1 }
        }
        emit(257)
        if count > 0 { out.append(UInt8(truncatingIfNeeded: buffer << (8 - count))) }
        return out
    }
}
