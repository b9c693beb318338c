extension Bitmap {
    /// This bitmap scaled to `width` × `height` (the aspect ratio is not kept, as an image drawn into
    /// a rectangle): each target pixel is the average of the source pixels it covers (box filter), so
    /// a reduction keeps detail without aliasing; an enlargement repeats pixels.
    ///
    /// - Precondition: this bitmap and the target size are not empty (a programming error).
    public func resized(width targetWidth: Int, height targetHeight: Int) -> Bitmap {
        precondition(width > 0 && height > 0 && targetWidth > 0 && targetHeight > 0, "resizing needs pixels")
        var out = [UInt8](repeating: 0, count: targetWidth * targetHeight * 3)
        for y in 0..<targetHeight {
            let top = y * height / targetHeight
            let bottom = max(top + 1, (y + 1) * height / targetHeight)
            for x in 0..<targetWidth {
                let left = x * width / targetWidth
                let right = max(left + 1, (x + 1) * width / targetWidth)
                var sums = (0, 0, 0)
                for sourceY in top..<bottom {
                    var index = (sourceY * width + left) * 3
                    for _ in left..<right {
                        sums.0 += Int(pixels[index])
                        sums.1 += Int(pixels[index + 1])
                        sums.2 += Int(pixels[index + 2])
                        index += 3
                    }
                }
                let count = (bottom - top) * (right - left)
                let target = (y * targetWidth + x) * 3
                out[target] = UInt8((sums.0 + count / 2) / count)
                out[target + 1] = UInt8((sums.1 + count / 2) / count)
                out[target + 2] = UInt8((sums.2 + count / 2) / count)
            }
        }
        return Bitmap(width: targetWidth, height: targetHeight, pixels: out)
    }
}
