/// The strip codecs of ``TIFF/decode(_:maximumPixels:)``. Each decodes at most `limit` bytes (the strip's
/// rows as the directory describes them), so corrupt or hostile data can never make a strip larger than
/// its rows, and each stops quietly where its input ends (a partial download).
enum TIFFStripDecompression {
    /// PackBits (Apple's run-length scheme, compression 32773): a header byte n, then n + 1 literal bytes
    /// (0…127), or one byte repeated 1 − n times (−127…−1); −128 is a no-op.
    static func packBits(_ input: ArraySlice<UInt8>, limit: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, input.count * 2))
        var index = input.startIndex
        while index < input.endIndex, output.count < limit {
            let header = Int(Int8(bitPattern: input[index]))
            index += 1
            if header >= 0 {
                let end = min(index + header + 1, input.endIndex)
                output.append(contentsOf: input[index..<end].prefix(limit - output.count))
                index = end
            } else if header != -128 {
                guard index < input.endIndex else { break }
                output.append(contentsOf: repeatElement(input[index], count: min(1 - header, limit - output.count)))
                index += 1
            }
        }
        return output
    }

    /// LZW as TIFF 6.0 §13 defines it: codes of 9 to 12 bits, most significant bit first, Clear = 256,
    /// EndOfInformation = 257, and the code width growing one code early (the "early change" every TIFF
    /// writer uses). An invalid code ends the strip with the bytes decoded so far.
    static func lzw(_ input: ArraySlice<UInt8>, limit: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, input.count * 4))
        // The string table as prefix links: entry = string(prefix) + suffix; `first` and `length` let a
        // string be written backwards straight into the output.
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 1, count: 4096)
        for code in 0..<256 {
            suffix[code] = UInt8(code)
            first[code] = UInt8(code)
        }
        var nextCode = 258
        var width = 9
        var previous = -1

        var bitBuffer = 0
        var bitCount = 0
        var index = input.startIndex

        /// Appends the string of `code`, cut at `limit`.
        func write(_ code: Int) {
            let count = length[code]
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: count))
            var position = start + count - 1
            var current = code
            while current >= 0, position >= start {
                output[position] = suffix[current]
                position -= 1
                current = prefix[current]
            }
            if output.count > limit { output.removeLast(output.count - limit) }
        }

        while output.count < limit {
            while bitCount < width, index < input.endIndex {
                bitBuffer = (bitBuffer << 8 | Int(input[index])) & 0xFF_FFFF
                bitCount += 8
                index += 1
            }
            guard bitCount >= width else { break }
            let code = (bitBuffer >> (bitCount - width)) & ((1 << width) - 1)
            bitCount -= width

            if code == 257 { break }
            if code == 256 {
                nextCode = 258
                width = 9
                previous = -1
                continue
            }
            if previous < 0 {
                guard code < 256 else { break }
                write(code)
                previous = code
                continue
            }
            guard code <= nextCode else { break }
            let added = nextCode < 4096 ? nextCode : -1
            if added >= 0 {
                prefix[added] = previous
                first[added] = first[previous]
                length[added] = length[previous] + 1
                // For a code not yet in the table (code == nextCode) its own first byte is previous's.
                suffix[added] = code == added ? first[previous] : first[code]
            } else if code == nextCode {
                break
            }
            write(code)
            if added >= 0 {
                nextCode += 1
                if nextCode + 1 >= 1 << width, width < 12 { width += 1 }
            }
            previous = code
        }
        return output
    }
}
