/// Huffman-codes quantised 8×8 blocks with the standard tables of ITU T.81 Annex K.3.
///
/// Holds flat lookup tables (code and length per symbol) in manually managed memory; the owner calls
/// `deallocate()` exactly once.
struct JPEGBlockCoder {
    /// The DC predictor of each component: the previous block's DC coefficient, 0 at the scan start.
    struct Predictors {
        var values: (Int32, Int32, Int32) = (0, 0, 0)
    }

    /// Four tables of 256 entries: luma DC, chroma DC, luma AC, chroma AC.
    private let codes: UnsafeMutablePointer<UInt32>
    private let lengths: UnsafeMutablePointer<Int>

    init() {
        codes = .allocate(capacity: 4 * 256)
        lengths = .allocate(capacity: 4 * 256)
        let tables: [JPEGHuffmanTable] = [
            .standardLuminanceDC, .standardChrominanceDC, .standardLuminanceAC, .standardChrominanceAC,
        ]
        for (index, table) in tables.enumerated() {
            (codes + index * 256).initialize(from: table.codes, count: 256)
            (lengths + index * 256).initialize(from: table.lengths, count: 256)
        }
    }

    func deallocate() {
        codes.deallocate()
        lengths.deallocate()
    }

    /// Writes the 64 zigzag-ordered `coefficients` of one block of `component` (0 = Y, 1 = Cb, 2 = Cr):
    /// the DC difference from the component's predictor, then AC run/size symbols with ZRL and EOB.
    @inline(__always)
    func encode(
        _ coefficients: UnsafePointer<Int32>, component: Int, predictors: inout Predictors,
        into writer: inout JPEGBitWriter
    ) {
        let table = component == 0 ? 0 : 1
        let dcCodes = codes + table * 256
        let dcLengths = lengths + table * 256
        let acCodes = codes + (2 + table) * 256
        let acLengths = lengths + (2 + table) * 256

        let dc = coefficients[0]
        let previous: Int32
        switch component {
        case 0:
            previous = predictors.values.0
            predictors.values.0 = dc
        case 1:
            previous = predictors.values.1
            predictors.values.1 = dc
        default:
            previous = predictors.values.2
            predictors.values.2 = dc
        }
        let (dcSize, dcBits) = Self.category(of: dc - previous)
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

    /// The number of bits of `value`'s magnitude (its category) and the bits JPEG stores for it: the value
    /// itself when positive, `value - 1` in two's complement (masked to `size` bits) when negative.
    @inline(__always)
    static func category(of value: Int32) -> (size: Int, bits: UInt32) {
        let size = 32 - value.magnitude.leadingZeroBitCount
        let bits = value < 0 ? UInt32(bitPattern: value &- 1) : UInt32(bitPattern: value)
        return (size, bits)
    }
}
