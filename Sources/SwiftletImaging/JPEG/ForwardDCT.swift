#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The 8×8 forward discrete cosine transform of ITU T.81 §A.3.3, computed as two passes of an 8×8 matrix
/// product (rows, then columns) in single precision.
enum ForwardDCT {
    /// `basis[u * 8 + x] = C(u) / 2 · cos((2x + 1)uπ / 16)`, with C(0) = 1/√2 and C(u) = 1 otherwise.
    static let basis: [Float] = (0..<64).map { index in
        let u = index / 8
        let x = index % 8
        let scale = u == 0 ? (1 / Double(2).squareRoot()) : 1
        return Float(scale / 2 * cos(Double(2 * x + 1) * Double(u) * Double.pi / 16))
    }

    /// Transforms the 64 level-shifted samples in `block` (row-major) in place into DCT coefficients
    /// (row-major, DC first). `scratch` must hold 64 floats.
    @inline(__always)
    static func transform(
        _ block: UnsafeMutablePointer<Float>, scratch: UnsafeMutablePointer<Float>,
        basis: UnsafePointer<Float>
    ) {
        // Rows: scratch[y][u] = Σx basis[u][x] · block[y][x]
        for y in 0..<8 {
            let row = block + y * 8
            for u in 0..<8 {
                let b = basis + u * 8
                var sum: Float = 0
                for x in 0..<8 { sum += b[x] * row[x] }
                scratch[y * 8 + u] = sum
            }
        }
        // Columns: block[v][u] = Σy basis[v][y] · scratch[y][u]
        for v in 0..<8 {
            let b = basis + v * 8
            for u in 0..<8 {
                var sum: Float = 0
                for y in 0..<8 { sum += b[y] * scratch[y * 8 + u] }
                block[v * 8 + u] = sum
            }
        }
    }
}
