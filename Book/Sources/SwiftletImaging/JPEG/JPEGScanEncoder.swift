/// Produces the entropy-coded data of a baseline JPEG's single interleaved scan.
///
/// Works one MCU row at a time: converts that strip to level-shifted YCbCr planes (replicating the right
/// and bottom edge pixels to fill partial MCUs), averages chroma over 2×2 pixels for 4:2:0, then
/// transforms, quantises and Huffman-codes each block in MCU order (the Y blocks left-to-right and
/// top-to-bottom, then Cb, then Cr). All working memory is allocated once per image.
struct JPEGScanEncoder {
    let bitmap: Bitmap
    let subsampling: JPEG.ChromaSubsampling
    let luminance: JPEGQuantizationTable
    let chrominance: JPEGQuantizationTable

    /// `header` followed by the scan's entropy-coded data (without EOI).
    func encode(after header: [UInt8]) -> [UInt8] {
        let width = bitmap.width
        let height = bitmap.height
        let quarter = subsampling == .quarter
        let mcuSize = quarter ? 16 : 8
        let mcuColumns = (width + mcuSize - 1) / mcuSize
        let mcuRows = (height + mcuSize - 1) / mcuSize
        let paddedWidth = mcuColumns * mcuSize
        let chromaWidth = quarter ? paddedWidth / 2 : paddedWidth
        let chromaRows = quarter ? 8 : mcuSize

        let workspace = JPEGWorkspace(
            planeSize: paddedWidth * mcuSize, chromaSize: chromaWidth * chromaRows,
            luminance: luminance, chrominance: chrominance)
        defer { workspace.deallocate() }
        let luma = workspace.luma
        let blue = workspace.blue
        let red = workspace.red
        let smallBlue = quarter ? workspace.smallBlue : blue
        let smallRed = quarter ? workspace.smallRed : red

        var writer = JPEGBitWriter(prefix: header, reservingCapacity: header.count + width * height / 2)
        var predictors = JPEGBlockCoder.Predictors()

        bitmap.pixels.withUnsafeBufferPointer { pixels in
            let source = pixels.baseAddress!
            for mcuRow in 0..<mcuRows {
                // 1. Colour-convert the strip, replicating edge pixels into the padding.
                for row in 0..<mcuSize {
                    let sourceRow = source + min(mcuRow * mcuSize + row, height - 1) * width * 3
                    let target = row * paddedWidth
                    for x in 0..<paddedWidth {
                        let pixel = sourceRow + min(x, width - 1) * 3
                        let r = Float(pixel[0])
                        let g = Float(pixel[1])
                        let b = Float(pixel[2])
                        luma[target + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                        blue[target + x] = -0.168_736 * r - 0.331_264 * g + 0.5 * b
                        red[target + x] = 0.5 * r - 0.418_688 * g - 0.081_312 * b
                    }
                }
                if quarter {
                    for row in 0..<8 {
                        let top = row * 2 * paddedWidth
                        let bottom = top + paddedWidth
                        for x in 0..<chromaWidth {
                            let left = 2 * x
                            smallBlue[row * chromaWidth + x] =
                                (blue[top + left] + blue[top + left + 1] + blue[bottom + left]
                                    + blue[bottom + left + 1]) * 0.25
                            smallRed[row * chromaWidth + x] =
                                (red[top + left] + red[top + left + 1] + red[bottom + left] + red[bottom + left + 1])
                                * 0.25
                        }
                    }
                }
                // 2. Code every MCU of the strip.
                for mcuColumn in 0..<mcuColumns {
                    let x = mcuColumn * mcuSize
                    if quarter {
                        for (dy, dx) in [(0, 0), (0, 8), (8, 0), (8, 8)] {
                            workspace.code(
                                luma + dy * paddedWidth + x + dx, stride: paddedWidth, component: 0,
                                predictors: &predictors, writer: &writer)
                        }
                        workspace.code(
                            smallBlue + mcuColumn * 8, stride: chromaWidth, component: 1,
                            predictors: &predictors, writer: &writer)
                        workspace.code(
                            smallRed + mcuColumn * 8, stride: chromaWidth, component: 2,
                            predictors: &predictors, writer: &writer)
                    } else {
                        workspace.code(
                            luma + x, stride: paddedWidth, component: 0, predictors: &predictors,
                            writer: &writer)
                        workspace.code(
                            blue + x, stride: paddedWidth, component: 1, predictors: &predictors,
                            writer: &writer)
                        workspace.code(
                            red + x, stride: paddedWidth, component: 2, predictors: &predictors,
                            writer: &writer)
                    }
                }
            }
        }
        return writer.finish()
    }
}
