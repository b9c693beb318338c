import Testing

@testable import SwiftletImaging

@Suite struct ZlibTests {
    private static let inflate = """
        import sys, zlib
        sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1], "rb").read()))
        """

    /// Inputs that exercise literals, short and maximal matches, far distances and the empty stream.
    static let inputs: [[UInt8]] = {
        var noise = [UInt8]()
        var state: UInt32 = 12345
        for _ in 0..<70_000 {
            state = state &* 1_103_515_245 &+ 12345
            noise.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        let phrase = Array("the quick brown fox jumps over the lazy dog ".utf8)
        var mixed = [UInt8]()
        for index in 0..<2_000 { mixed += index % 7 == 0 ? Array(noise[index..<(index + 40)]) : phrase }
        return [[], [42], [UInt8](repeating: 0, count: 100_000), noise, mixed, noise + noise]
    }()

    @Test(.timeLimit(.minutes(2)), arguments: inputs)
    func pythonsZlibInflatesItBackExactly(input: [UInt8]) async throws {
        let compressed = Zlib.compress(input)
        let inflated = try await StandardDecoder.runPython(Self.inflate, input: compressed)
        #expect(inflated.count == input.count)
        #expect(inflated == input)
    }
}
