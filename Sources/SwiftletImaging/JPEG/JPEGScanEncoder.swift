/// Produces the entropy-coded data of a baseline JPEG's single interleaved scan.
///
/// Works one MCU row at a time: converts that strip to level-shifted YCbCr planes (replicating the right
/// and bottom edge pixels to fill partial MCUs), averages chroma for 4:2:0, then transforms, quantises
/// and Huffman-codes each block in MCU order (Y blocks left-to-right, top-to-bottom, then Cb, then Cr).
/// All buffers are allocated once per image.
struct JPEGScanEncoder {
    private let bitmap: Bitmap
    private let subsampling: JPEG.ChromaSubsampling
    /// Reciprocals of the quantisation steps, natural order.
    private let lumaScale: [Float]
    private let chromaScale: [Float]
    private var coder: BlockCoder

    init(
        bitmap: Bitmap, luminance: JPEGQuantizationTable, chrominance: JPEGQuantizationTable,
        subsampling: JPEG.ChromaSubsampling
    ) {
        self.bitmap = bitmap
        self.subsampling = subsampling
        lumaScale = luminance.steps.map { 1 / Float($0) }
        chromaScale = chrominance.steps.map { 1 / Float($0) }
        coder = BlockCoder()
    }

    /// The `header` bytes followed by the scan's entropy-coded data (without EOI).
    mutating func encode(after header: [UInt8]) -> [UInt8] {
        let width = bitmap.width
        let height = bitmap.height
        let mcuSize = subsampling == .quarter ? 16 : 8
        let mcuColumns = (width + mcuSize - 1) / mcuSize
        let mcuRows = (height + mcuSize - 1) / mcuSize
        let paddedWidth = mcuColumns * mcuSize
        let chromaWidth = subsampling == .quarter ? paddedWidth / 2 : paddedWidth

        var writer = JPEGBitWriter(prefix: header, reservingCapacity: header.count + width * height / 2)
        var luma = [Float](repeating: 0, count: paddedWidth * mcuSize)
        var blue = [Float](repeating: 0, count: paddedWidth * mcuSize)
        var red = [Float](repeating: 0, count: paddedWidth * mcuSize)
        var smallBlue = [Float](repeating: 0, count: chromaWidth * 8)
        var smallRed = [Float](repeating: 0, count: chromaWidth * 8)
        var block = [Float](repeating: 0, count: 64)
        var scratch = [Float](repeating: 0, count: 64)
        var coefficients = [Int32](repeating: 0, count: 64)
        let zigzag = JPEGQuantizationTable.zigzag.map { Int32($0) }

        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for mcuRow in 0..<mcuRows {
                // 1. Colour-convert the strip, replicating edge pixels into the padding.
                for row in 0..<mcuSize {
                    let sourceRow = min(mcuRow * mcuSize + row, height - 1)
                    let rowStart = sourceRow * width * 3
                    var target = row * paddedWidth
                    for x in 0..<paddedWidth {
                        let offset = rowStart + min(x, width - 1) * 3
                        let r = Float(pixels[offset])
                        let g = Float(pixels[offset + 1])
                        let b = Float(pixels[offset + 2])
                        luma[target] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                        blue[target] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                        red[target] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
                        target += 1
                    }
                }
                if subsampling == .quarter {
                    for row in 0..<8 {
                        let top = row * 2 * paddedWidth
                        let bottom = top + paddedWidth
                        for x in 0..<chromaWidth {
                            let left = x * 2
                            smallBlue[row * chromaWidth + x] =
                                (blue[top + left] + blue[top + left + 1] + blue[bottom + left] + blue[bottom + left + 1])
                                * 0.25
                            smallRed[row * chromaWidth + x] =
                                (red[top + left] + red[top + left + 1] + red[bottom + left] + red[bottom + left + 1])
                                * 0.25
                        }
                    }
                }
                // 2. Code every MCU of the strip.
                for mcuColumn in 0..<mcuColumns {
                    let x = mcuColumn * mcuSize
                    if subsampling == .quarter {
                        for (dy, dx) in [(0, 0), (0, 8), (8, 0), (8, 8)] {
                            encodeBlock(luma, stride: paddedWidth, x: x + dx, y: dy, component: 0)
                        }
                        encodeBlock(smallBlue, stride: chromaWidth, x: mcuColumn * 8, y: 0, component: 1)
                        encodeBlock(smallRed, stride: chromaWidth, x: mcuColumn * 8, y: 0, component: 2)
                    } else {
                        encodeBlock(luma, stride: paddedWidth, x: x, y: 0, component: 0)
                        encodeBlock(blue, stride: paddedWidth, x: x, y: 0, component: 1)
                        encodeBlock(red, stride: paddedWidth, x: x, y: 0, component: 2)
                    }
                }
            }
        }
        return writer.finish()

        func encodeBlock(_ plane: [Float], stride: Int, x: Int, y: Int, component: Int) {
            block.withUnsafeMutableBufferPointer { block in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    plane.withUnsafeBufferPointer { plane in
                        for row in 0..<8 {
                            let start = (y + row) * stride + x
                            for column in 0..<8 { block[row * 8 + column] = plane[start + column] }
                        }
                    }
                    ForwardDCT.basis.withUnsafeBufferPointer { basis in
                        ForwardDCT.transform(
                            block.baseAddress!, scratch: scratch.baseAddress!,
                            basis: basis.baseAddress!)
                    }
                }
                let scale = component == 0 ? lumaScale : chromaScale
                scale.withUnsafeBufferPointer { scale in
                    coefficients.withUnsafeMutableBufferPointer { coefficients in
                        zigzag.withUnsafeBufferPointer { zigzag in
                            for k in 0..<64 {
                                let natural = Int(zigzag[k])
                                let value = (block[natural] * scale[natural]).rounded(.toNearestOrAwayFromZero)
                                // AC magnitudes above 1023 cannot be coded in baseline; they never occur
                                // for 8-bit samples, the clamp only guards against float surprises.
                                let limit: Float = k == 0 ? 2047 : 1023
                                coefficients[k] = Int32(min(limit, max(-limit, value)))
                            }
                        }
                    }
                }
            }
            coder.encode(coefficients, component: component, into: &writer)
        }
    }
}

/// Huffman-codes quantised blocks with the standard tables, keeping each component's DC predictor.
private struct BlockCoder {
    private var previousDC: [Int32] = [0, 0, 0]
    private let dcCodes: [[UInt32]] = [
        JPEGHuffmanTable.standardLuminanceDC.codes,
        JPEGHuffmanTable.standardChrominanceDC.codes,
    ]
    private let dcLengths: [[Int]] = [
        JPEGHuffmanTable.standardLuminanceDC.lengths,
        JPEGHuffmanTable.standardChrominanceDC.lengths,
    ]
    private let acCodes: [[UInt32]] = [
        JPEGHuffmanTable.standardLuminanceAC.codes,
        JPEGHuffmanTable.standardChrominanceAC.codes,
    ]
    private let acLengths: [[Int]] = [
        JPEGHuffmanTable.standardLuminanceAC.lengths,
        JPEGHuffmanTable.standardChrominanceAC.lengths,
    ]

    /// The number of bits needed for `value`'s magnitude (its "category"), and those bits as JPEG stores
    /// them (negative values as value - 1 in one's-complement style).
    @inline(__always)
    private static func category(of value: Int32) -> (size: Int, bits: UInt32) {
        let magnitude = value.magnitude
        let size = 32 - magnitude.leadingZeroBitCount
        let bits = value < 0 ? UInt32(bitPattern: value - 1) : UInt32(value)
        return (size, bits)
    }

    /// Writes one block of 64 quantised coefficients in zigzag order for `component` (0 = Y, 1 = Cb, 2 = Cr).
    mutating func encode(_ coefficients: [Int32], component: Int, into writer: inout JPEGBitWriter) {
        let table = component == 0 ? 0 : 1
        let dcCodes = self.dcCodes[table]
        let dcLengths = self.dcLengths[table]
        let acCodes = self.acCodes[table]
        let acLengths = self.acLengths[table]

        let dc = coefficients[0]
        let (dcSize, dcBits) = Self.category(of: dc - previousDC[component])
        previousDC[component] = dc
        writer.write(dcCodes[dcSize], length: dcLengths[dcSize])
        if dcSize > 0 { writer.write(dcBits, length: dcSize) }

        var run = 0
        for k in 1..<64 {
            let value = coefficients[k]
            if value == 0 {
                run += 1
                continue
            }
            while run > 15 {
                writer.write(acCodes[0xF0], length: acLengths[0xF0])  // ZRL: sixteen zeros
                run -= 16
            }
            let (size, bits) = Self.category(of: value)
            let symbol = run << 4 | size
            writer.write(acCodes[symbol], length: acLengths[symbol])
            writer.write(bits, length: size)
            run = 0
        }
        if run > 0 { writer.write(acCodes[0x00], length: acLengths[0x00]) }  // EOB
    }
}
