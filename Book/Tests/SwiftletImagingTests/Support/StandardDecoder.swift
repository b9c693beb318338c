import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// Decodes image files with Pillow (Python's standard imaging library) in a child `python3` process, so
/// tests can prove that the encoders' output opens in a widely used third-party decoder.
///
/// The test script installs Pillow; a missing `python3` or Pillow makes the calling test fail with the
/// decoder's error message rather than pass silently.
enum StandardDecoder {
    /// What Pillow saw: the image size, its mode ("RGB", "RGBA", …) and the colours at the sampled points.
    struct Decoded: Decodable {
        let width: Int
        let height: Int
        let mode: String
        let format: String
        /// One entry per sampled point, each `[red, green, blue]` (alpha dropped).
        let samples: [[Int]]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let script = """
        import json, sys
        from PIL import Image, ImageFile
        path, truncated = sys.argv[1], sys.argv[2] == "1"
        ImageFile.LOAD_TRUNCATED_IMAGES = truncated
        im = Image.open(path)
        im.load()
        points = [tuple(map(int, p.split(","))) for p in sys.argv[3:]]
        rgb = im.convert("RGB")
        print(json.dumps({"width": im.size[0], "height": im.size[1], "mode": im.mode, "format": im.format,
                          "samples": [list(rgb.getpixel(p)) for p in points]}))
        """

    /// Writes `bytes` to a temporary file and decodes it fully, sampling the pixels at `points`.
    ///
    /// With `allowingTruncation`, Pillow fills a missing tail instead of failing (how a viewer shows a
    /// partial download). Throws `Failure` with Pillow's stderr when it cannot decode the file.
    static func decode(_ bytes: [UInt8], sampling points: [(x: Int, y: Int)], allowingTruncation: Bool = false)
        async throws -> Decoded
    {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlet-imaging-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let outcome = try await SwiftletTesting.runPython(
            ["-c", script, file.path, allowingTruncation ? "1" : "0"] + points.map { "\($0.x),\($0.y)" })
        guard outcome.status == 0 else {
            throw Failure(description: "Pillow failed: " + outcome.errors)
        }
        return try JSONDecoder().decode(Decoded.self, from: outcome.standardOutput)
    }

    /// Runs a Python snippet that reads `input` from the file named by `sys.argv[1]` and writes a result
    /// to standard output; returns those bytes.
    static func runPython(_ snippet: String, input: [UInt8]) async throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("swiftlet-imaging-\(UUID().uuidString)")
        try Data(input).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try await SwiftletTesting.runPython(["-c", snippet, file.path])
        guard outcome.status == 0 else {
            throw Failure(description: "python3 failed: " + outcome.errors)
        }
        return [UInt8](outcome.standardOutput)
    }
}

/// Expects every channel of `actual` to be within `tolerance` of `expected`.
func expectColor(
    _ actual: [Int], near expected: (Int, Int, Int), tolerance: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let wanted = [expected.0, expected.1, expected.2]
    let close = actual.count == 3 && zip(actual, wanted).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(close, "colour \(actual) is not within \(tolerance) of \(wanted)", sourceLocation: sourceLocation)
}
