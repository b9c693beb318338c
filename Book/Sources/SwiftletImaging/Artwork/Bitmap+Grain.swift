extension Bitmap {
    /// Adds a fixed-seed film grain: each pixel's three channels are shifted by the same pseudo-random
    /// offset in `-amplitude...amplitude` (results clamped to 0...255).
    ///
    /// The offset is a hash of the pixel index and `seed`, so the result is identical on every run and
    /// platform. Used to give generated photos realistic JPEG sizes; an amplitude of 0 changes nothing.
    public mutating func addGrain(amplitude: Int, seed: UInt64) {
        guard amplitude > 0 else { return }
        let span = UInt64(2 * amplitude + 1)
        let count = width * height
        let seedOffset = seed &* 0x9E37_79B9_7F4A_7C15
        pixels.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            for index in 0..<count {
                // SplitMix64 finaliser over the pixel index: cheap and well mixed.
                var hash = UInt64(index) &+ seedOffset
                hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
                hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
                hash ^= hash >> 31
                // Scale the top 32 bits onto 0..<span without a division.
                let offset = Int(truncatingIfNeeded: ((hash >> 32) &* span) >> 32) - amplitude
                let pixel = base + index * 3
                for channel in 0..<3 {
                    pixel[channel] = UInt8(truncatingIfNeeded: min(255, max(0, Int(pixel[channel]) + offset)))
                }
            }
        }
    }
}
