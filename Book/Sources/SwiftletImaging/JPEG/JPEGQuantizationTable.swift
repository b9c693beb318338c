/// A JPEG quantisation table: the example tables of ITU T.81 Annex K.1 scaled by a 1–100 quality factor
/// the way the IJG library does (50 keeps them as printed, 100 makes every step 1).
struct JPEGQuantizationTable {
    /// The 64 step sizes in natural (row-major) order, each 1...255 so the table is baseline-legal.
    let steps: [UInt16]

    /// The order in which a block's coefficients are written: `zigzag[k]` is the natural index of the
    /// k-th coefficient in the scan.
    static let zigzag: [Int] = {
        var order = [Int]()
        for diagonal in 0..<15 {
            let rows = max(0, diagonal - 7)...min(7, diagonal)
            // Even diagonals run from bottom-left to top-right, odd ones the other way.
            let sequence = diagonal % 2 == 0 ? Array(rows.reversed()) : Array(rows)
            for row in sequence { order.append(row * 8 + (diagonal - row)) }
        }
        return order
    }()

    static let luminanceBase: [UInt16] = [
        16, 11, 10, 16, 24, 40, 51, 61,
        12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77,
        24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101,
        72, 92, 95, 98, 112, 100, 103, 99,
    ]

    static let chrominanceBase: [UInt16] = [
        17, 18, 24, 47, 99, 99, 99, 99,
        18, 21, 26, 66, 99, 99, 99, 99,
        24, 26, 56, 99, 99, 99, 99, 99,
        47, 66, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
    ]

    /// `base` scaled for `quality`, which is clamped to 1...100.
    init(base: [UInt16], quality: Int) {
        let quality = min(100, max(1, quality))
        let scale = quality < 50 ? 5000 / quality : 200 - 2 * quality
        steps = base.map { UInt16(min(255, max(1, (Int($0) * scale + 50) / 100))) }
    }

    /// The table as a DQT segment body stores it: 8-bit precision, zigzag order.
    var zigzagBytes: [UInt8] {
        Self.zigzag.map { UInt8(steps[$0]) }
    }
}
