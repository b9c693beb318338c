/// The manually managed buffers one JPEG encode works in: the YCbCr strip planes, one block, the
/// quantisation divisors and the Huffman lookup tables. Owned by a single `JPEGScanEncoder.encode` call,
/// which frees it with `deallocate()`; never shared or escaped.
struct JPEGWorkspace {
    let luma: UnsafeMutablePointer<Float>
    let blue: UnsafeMutablePointer<Float>
    let red: UnsafeMutablePointer<Float>
    let smallBlue: UnsafeMutablePointer<Float>
    let smallRed: UnsafeMutablePointer<Float>
    private let block: UnsafeMutablePointer<Float>
    private let coefficients: UnsafeMutablePointer<Int32>
    /// Per table (0 luma, 1 chroma), 64 multipliers in natural order: 1 / (step · DCT output scale).
    private let multipliers: UnsafeMutablePointer<Float>
    private let zigzag: UnsafeMutablePointer<Int>
    private let coder: JPEGBlockCoder

    init(planeSize: Int, chromaSize: Int, luminance: JPEGQuantizationTable, chrominance: JPEGQuantizationTable) {
        func floats(_ count: Int) -> UnsafeMutablePointer<Float> {
            let pointer = UnsafeMutablePointer<Float>.allocate(capacity: max(1, count))
            pointer.initialize(repeating: 0, count: max(1, count))
            return pointer
        }
        luma = floats(planeSize)
        blue = floats(planeSize)
        red = floats(planeSize)
        smallBlue = floats(chromaSize)
        smallRed = floats(chromaSize)
        block = floats(64)
        coefficients = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        coefficients.initialize(repeating: 0, count: 64)
        multipliers = floats(128)
        for (table, steps) in [luminance.steps, chrominance.steps].enumerated() {
            for index in 0..<64 {
                let scale = ForwardDCT.outputScale[index / 8] * ForwardDCT.outputScale[index % 8] * 8
                multipliers[table * 64 + index] = 1 / (Float(steps[index]) * scale)
            }
        }
        zigzag = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        zigzag.initialize(from: JPEGQuantizationTable.zigzag, count: 64)
        coder = JPEGBlockCoder()
    }

    func deallocate() {
        for pointer in [luma, blue, red, smallBlue, smallRed, block, multipliers] { pointer.deallocate() }
        coefficients.deallocate()
        zigzag.deallocate()
        coder.deallocate()
    }

    /// Transforms, quantises and Huffman-codes the 8×8 block whose top-left sample is `origin` in a plane
    /// of row length `stride`, for `component` (0 = Y, 1 = Cb, 2 = Cr).
    @inline(__always)
    func code(
        _ origin: UnsafeMutablePointer<Float>, stride: Int, component: Int,
        predictors: inout JPEGBlockCoder.Predictors, writer: inout JPEGBitWriter
    ) {
        for row in 0..<8 {
            (block + row * 8).update(from: origin + row * stride, count: 8)
        }
        ForwardDCT.transform(block)
        let multiplier = multipliers + (component == 0 ? 0 : 64)
        for k in 0..<64 {
            let natural = zigzag[k]
            // Round half away from zero, then clamp to ±1023 so every AC value and every DC difference
            // fits baseline's categories (≤ 10 and ≤ 11 bits). Real 8-bit data only reaches the clamp
            // for a fully black block at quality 100 (DC -1024), an error of 1/8 of a level.
            let value = block[natural] * multiplier[natural]
            let rounded = value >= 0 ? value + 0.5 : value - 0.5
            coefficients[k] = Int32(min(1023, max(-1023, rounded)))
        }
        coder.encode(coefficients, component: component, predictors: &predictors, into: &writer)
    }
}
