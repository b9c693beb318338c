/// PNG's five scanline filters (PNG spec §9) and the per-row choice between them.
enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4

    /// Every row of `bitmap` prefixed with its filter type byte and filtered, ready for zlib.
    static func filteredScanlines(of bitmap: Bitmap) -> [UInt8] {
        filteredScanlines(of: bitmap.pixels, width: bitmap.width, height: bitmap.height, bytesPerPixel: 3)
    }

    /// Every row of `pixels` (`height` rows of `width` pixels of `bytesPerPixel` bytes, top row first)
    /// prefixed with its filter type byte and filtered, ready for zlib.
    static func filteredScanlines(of pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        let stride = width * bytesPerPixel
        var out = [UInt8]()
        out.reserveCapacity((stride + 1) * height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        let zeroRow = [UInt8](repeating: 0, count: stride)
        pixels.withUnsafeBufferPointer { pixels in
            zeroRow.withUnsafeBufferPointer { zeros in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(rebasing: pixels[(y * stride)..<((y + 1) * stride)])
                    let above =
                        y == 0 ? zeros : UnsafeBufferPointer(rebasing: pixels[((y - 1) * stride)..<(y * stride)])
                    var bestFilter = PNGRowFilter.none
                    var bestCost = Int.max
                    for filter in allCases {
                        filter.apply(row: row, above: above, bytesPerPixel: bytesPerPixel, into: &candidate)
                        let cost = candidate.reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
                        if cost < bestCost {
                            bestCost = cost
                            bestFilter = filter
                            swap(&best, &candidate)
                        }
                        // Nothing beats a cost of 0 (a transparent or flat row): skip the other filters.
                        if bestCost == 0 { break }
                    }
                    out.append(bestFilter.rawValue)
                    out += best
                }
            }
        }
        return out
    }

    /// Filters `row` (`bytesPerPixel` bytes per pixel) given the unfiltered row `above` (zeros for the
    /// first row).
    func apply(
        row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int,
        into out: inout [UInt8]
    ) {
        for i in 0..<row.count {
            let left = i >= bytesPerPixel ? row[i - bytesPerPixel] : 0
            let up = above[i]
            let upLeft = i >= bytesPerPixel ? above[i - bytesPerPixel] : 0
            let predictor: UInt8
            switch self {
            case .none: predictor = 0
            case .sub: predictor = left
            case .up: predictor = up
            case .average: predictor = UInt8((Int(left) + Int(up)) / 2)
            case .paeth: predictor = Self.paethPredictor(left: left, up: up, upLeft: upLeft)
            }
            out[i] = row[i] &- predictor
        }
    }

    /// The neighbour (left, up or upper-left) closest to `left + up - upLeft`, ties in that order.
    static func paethPredictor(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let distanceLeft = abs(estimate - Int(left))
        let distanceUp = abs(estimate - Int(up))
        let distanceUpLeft = abs(estimate - Int(upLeft))
        if distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft { return left }
        if distanceUp <= distanceUpLeft { return up }
        return upLeft
    }
}
