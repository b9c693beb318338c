/// The 8×8 forward discrete cosine transform of ITU T.81 §A.3.3, in the factored form of Arai, Agui and
/// Nakajima (5 multiplications and 29 additions per 8-point pass), single precision.
///
/// The output is the true DCT multiplied by `8 · outputScale[u] · outputScale[v]`; the encoder divides
/// that factor out together with the quantisation step, so it costs nothing.
enum ForwardDCT {
    /// Per-frequency factor left in the output: 1 for frequency 0, `√2 · cos(kπ/16)` otherwise.
    static let outputScale: [Float] = (0..<8).map { k in
        k == 0 ? 1 : Float(2.0.squareRoot() * cosine(Double(k) * Double.pi / 16))
    }

    /// Transforms 64 level-shifted samples (row-major) in place into scaled coefficients (row-major,
    /// frequency 0 first).
    @inline(__always)
    static func transform(_ block: UnsafeMutablePointer<Float>) {
        for row in 0..<8 { pass(block + row * 8, stride: 1) }
        for column in 0..<8 { pass(block + column, stride: 8) }
    }

    /// One 8-point pass over the elements `data[0], data[stride], …, data[7 * stride]`.
    @inline(__always)
    private static func pass(_ data: UnsafeMutablePointer<Float>, stride: Int) {
        let d0 = data[0]
        let d1 = data[stride]
        let d2 = data[2 * stride]
        let d3 = data[3 * stride]
        let d4 = data[4 * stride]
        let d5 = data[5 * stride]
        let d6 = data[6 * stride]
        let d7 = data[7 * stride]

        let sum07 = d0 + d7
        let difference07 = d0 - d7
        let sum16 = d1 + d6
        let difference16 = d1 - d6
        let sum25 = d2 + d5
        let difference25 = d2 - d5
        let sum34 = d3 + d4
        let difference34 = d3 - d4

        // Even frequencies.
        let evenA = sum07 + sum34
        let evenB = sum07 - sum34
        let evenC = sum16 + sum25
        let evenD = sum16 - sum25
        data[0] = evenA + evenC
        data[4 * stride] = evenA - evenC
        let rotation = (evenD + evenB) * 0.707_106_781
        data[2 * stride] = evenB + rotation
        data[6 * stride] = evenB - rotation

        // Odd frequencies.
        let oddA = difference34 + difference25
        let oddB = difference25 + difference16
        let oddC = difference16 + difference07
        let shared = (oddA - oddC) * 0.382_683_433
        let rotatedA = 0.541_196_100 * oddA + shared
        let rotatedC = 1.306_562_965 * oddC + shared
        let rotatedB = oddB * 0.707_106_781
        let upper = difference07 + rotatedB
        let lower = difference07 - rotatedB
        data[5 * stride] = lower + rotatedA
        data[3 * stride] = lower - rotatedA
        data[1 * stride] = upper + rotatedC
        data[7 * stride] = upper - rotatedC
    }

    /// cos(x) by its Taylor series after reduction to [-π, π]; accurate to ~1e-15 there, which is plenty
    /// for table set-up and avoids a platform maths import.
    static func cosine(_ x: Double) -> Double {
        var x = x.truncatingRemainder(dividingBy: 2 * Double.pi)
        if x > Double.pi { x -= 2 * Double.pi }
        if x < -Double.pi { x += 2 * Double.pi }
        var term = 1.0
        var sum = 1.0
        for n in stride(from: 2, through: 40, by: 2) {
            term *= -x * x / Double((n - 1) * n)
            sum += term
        }
        return sum
    }
}
