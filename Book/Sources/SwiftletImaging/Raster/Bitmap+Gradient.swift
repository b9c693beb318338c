extension Bitmap {
    /// A left-to-right linear gradient through evenly spaced `stops`.
    ///
    /// Column 0 has the first stop's colour exactly and the last column the last stop's; columns in
    /// between interpolate linearly (per channel, rounded) between the two neighbouring stops. Every row
    /// is identical. No stops gives black, one stop a solid colour. Pure and deterministic.
    public static func horizontalGradient(width: Int, height: Int, stops: [RGB]) -> Bitmap {
        let width = max(0, width)
        let height = max(0, height)
        guard let first = stops.first else { return Bitmap(width: width, height: height, filledWith: RGB(0, 0, 0)) }
        var row = [UInt8](repeating: 0, count: width * 3)
        for x in 0..<width {
            let color: RGB
            if stops.count == 1 || width == 1 {
                color = first
            } else {
                let position = Double(x) / Double(width - 1) * Double(stops.count - 1)
                let segment = min(stops.count - 2, Int(position))
                color = stops[segment].interpolated(to: stops[segment + 1], fraction: position - Double(segment))
            }
            row[x * 3] = color.red
            row[x * 3 + 1] = color.green
            row[x * 3 + 2] = color.blue
        }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<height { pixels.append(contentsOf: row) }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
