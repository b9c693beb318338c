extension Bitmap {
    /// Fills the disc of `radius` pixels centred on (`centerX`, `centerY`), clipped to the bitmap.
    public mutating func fillDisc(centerX: Int, centerY: Int, radius: Int, with color: RGB) {
        let top = max(0, centerY - radius)
        let bottom = min(height - 1, centerY + radius)
        guard radius > 0, top <= bottom else { return }
        for y in top...bottom {
            let dy = y - centerY
            // Half-width of the disc on this row, from x² + y² ≤ r².
            var halfWidth = 0
            while (halfWidth + 1) * (halfWidth + 1) + dy * dy <= radius * radius { halfWidth += 1 }
            fillRectangle(x: centerX - halfWidth, y: y, width: 2 * halfWidth + 1, height: 1, with: color)
        }
    }

    /// Draws the decimal digits of `number` (a leading minus sign for negative numbers) in a 5×7 block
    /// font, each font cell `cell` pixels square, the text centred on (`centerX`, `centerY`).
    public mutating func drawBlockNumber(_ number: Int, centerX: Int, centerY: Int, cell: Int, color: RGB) {
        guard cell > 0 else { return }
        let glyphs = String(number).compactMap { BlockFont.glyph(for: $0) }
        let advance = 6 * cell  // five columns plus one column of spacing
        let textWidth = glyphs.count * advance - cell
        var originX = centerX - textWidth / 2
        let originY = centerY - 7 * cell / 2
        for glyph in glyphs {
            for (row, bits) in glyph.enumerated() {
                for column in 0..<5 where bits & (0b10000 >> column) != 0 {
                    fillRectangle(
                        x: originX + column * cell, y: originY + row * cell, width: cell, height: cell,
                        with: color)
                }
            }
            originX += advance
        }
    }
}

/// A 5×7 pixel font for digits and the minus sign; each glyph is seven rows of five bits, leftmost
/// column in the highest bit.
enum BlockFont {
    static func glyph(for character: Character) -> [UInt8]? {
        switch character {
        case "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110]
        case "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110]
        case "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111]
        case "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110]
        case "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010]
        case "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110]
        case "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110]
        case "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000]
        case "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110]
        case "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100]
        case "-": [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000]
        default: nil
        }
    }
}
