/// The Space Photos pictures: small generated "astronomy" images, one recipe per photo.
///
/// Every function is pure and deterministic: the same scene and seed give the same bytes on every call
/// and platform. Synchronous and safe to call from any task; the server renders each photo once and
/// keeps the bytes.
public enum SpaceArtwork {
    /// What a picture shows.
    public enum Scene: String, Sendable, Hashable, CaseIterable {
        /// Scattered white and tinted stars on a near-black sky.
        case starField
        /// A two-colour glow fading from the centre into a dark sky, with a few stars.
        case nebula
        /// A shaded planet disc (optionally ringed) in front of a star field.
        case planet
    }

    /// Size of every space picture in pixels.
    public static let size = (width: 320, height: 240)

    /// `scene` drawn with `seed` choosing star positions and colours, as an RGB PNG of ``size``.
    public static func png(scene: Scene, seed: UInt64) -> [UInt8] {
        PNG.encode(bitmap(scene: scene, seed: seed))
    }

    /// The raster behind ``png(scene:seed:)``.
    public static func bitmap(scene: Scene, seed: UInt64) -> Bitmap {
        var random = SplitMix(seed: seed)
        var bitmap = Bitmap(width: size.width, height: size.height, filledWith: RGB(6, 8, 20))
        switch scene {
        case .starField:
            bitmap.scatterStars(count: 420, random: &random)
        case .nebula:
            bitmap.paintGlow(random: &random)
            bitmap.scatterStars(count: 120, random: &random)
        case .planet:
            bitmap.scatterStars(count: 200, random: &random)
            bitmap.paintPlanet(random: &random)
        }
        return bitmap
    }

    /// A small deterministic generator (SplitMix64), the same on every platform.
    struct SplitMix {
        private var state: UInt64

        init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

        mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        /// A number in `0..<bound` (bound > 0).
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        /// A number in 0...1.
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }
}

extension Bitmap {
    fileprivate mutating func scatterStars(count: Int, random: inout SpaceArtwork.SplitMix) {
        let tints = [RGB(255, 255, 255), RGB(255, 236, 200), RGB(200, 220, 255), RGB(255, 210, 180)]
        for _ in 0..<count {
            let x = random.below(width)
            let y = random.below(height)
            let tint = tints[random.below(tints.count)]
            let brightness = 0.35 + 0.65 * random.unit()
            let color = RGB(0, 0, 0).interpolated(to: tint, fraction: brightness)
            if random.below(14) == 0 {
                fillDisc(centerX: x, centerY: y, radius: 1, with: color)
            } else {
                setPixel(x: x, y: y, to: color)
            }
        }
    }

    fileprivate mutating func paintGlow(random: inout SpaceArtwork.SplitMix) {
        let palettes: [(RGB, RGB)] = [
            (RGB(hex: 0xFF2D95), RGB(hex: 0x3A1C71)), (RGB(hex: 0x5AC8FA), RGB(hex: 0x1B2A6B)),
            (RGB(hex: 0xFF9500), RGB(hex: 0x6B1B3A)), (RGB(hex: 0x34C759), RGB(hex: 0x10315A)),
        ]
        let (core, rim) = palettes[random.below(palettes.count)]
        let centerX = Double(width) * (0.3 + 0.4 * random.unit())
        let centerY = Double(height) * (0.3 + 0.4 * random.unit())
        let radius = Double(min(width, height)) * (0.45 + 0.25 * random.unit())
        let sky = RGB(6, 8, 20)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - centerX
                let dy = (Double(y) - centerY) * 1.4
                let distance = (dx * dx + dy * dy).squareRoot() / radius
                guard distance < 1 else { continue }
                let glow = core.interpolated(to: rim, fraction: distance)
                setPixel(x: x, y: y, to: glow.interpolated(to: sky, fraction: distance * distance))
            }
        }
    }

    fileprivate mutating func paintPlanet(random: inout SpaceArtwork.SplitMix) {
        let surfaces = [RGB(hex: 0xD9A066), RGB(hex: 0x4A90D9), RGB(hex: 0xC1440E), RGB(hex: 0x9FC5A8)]
        let surface = surfaces[random.below(surfaces.count)]
        let radius = 50 + random.below(40)
        let centerX = width / 2 + random.below(60) - 30
        let centerY = height / 2 + random.below(40) - 20
        let ringed = random.below(2) == 0
        if ringed {
            fillEllipseOutline(centerX: centerX, centerY: centerY, radiusX: radius * 17 / 10, radiusY: radius / 3)
        }
        // Lit from the upper left: shade by distance from the light's point on the disc.
        let lightX = Double(centerX - radius / 3)
        let lightY = Double(centerY - radius / 3)
        for y in (centerY - radius)...(centerY + radius) {
            for x in (centerX - radius)...(centerX + radius) {
                let dx = x - centerX
                let dy = y - centerY
                guard dx * dx + dy * dy <= radius * radius else { continue }
                let lx = Double(x) - lightX
                let ly = Double(y) - lightY
                let shade = min(1, (lx * lx + ly * ly).squareRoot() / (1.6 * Double(radius)))
                setPixel(x: x, y: y, to: surface.interpolated(to: RGB(0, 0, 0), fraction: shade))
            }
        }
    }

    private mutating func fillEllipseOutline(centerX: Int, centerY: Int, radiusX: Int, radiusY: Int) {
        let ring = RGB(hex: 0xE8D8B0)
        for thickness in 0..<3 {
            let rx = Double(radiusX + thickness)
            let ry = Double(radiusY) + Double(thickness) / 2
            for dx in -Int(rx)...Int(rx) {
                let fraction = Double(dx) / rx
                let dy = Int((ry * max(0, 1 - fraction * fraction).squareRoot()).rounded())
                setPixel(x: centerX + dx, y: centerY + dy, to: ring)
                setPixel(x: centerX + dx, y: centerY - dy, to: ring)
            }
        }
    }
}
