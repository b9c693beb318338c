import Testing

@testable import SwiftletServer

@Suite struct ByteRangeTests {
    @Test(arguments: [
        ("bytes=0-9", ByteRange.partial(0...9)),
        ("bytes=990-", .partial(990...999)),
        ("bytes=-5", .partial(995...999)),
        ("bytes=-5000", .partial(0...999)),
        ("bytes=995-2000", .partial(995...999)),
        ("bytes=0-0, 5-9", .partial(0...0)),
        (" bytes = 10-19 ", .partial(10...19)),
        ("bytes=1000-", .unsatisfiable),
        ("bytes=1000-1001", .unsatisfiable),
        ("bytes=-0", .unsatisfiable),
        ("bytes=99999999999999999999999-", .unsatisfiable),
        ("bytes=0-99999999999999999999999", .partial(0...999)),
        ("bytes=9-3", .whole),
        ("items=0-9", .whole),
        ("bytes=abc", .whole),
        ("bytes=-", .whole),
        ("bytes=", .whole),
        ("", .whole),
        ("bytes=1-2-3", .whole),
    ])
    func resolvesAgainstAThousandBytes(header: String, expected: ByteRange) {
        #expect(ByteRange(header: header, size: 1000) == expected)
    }

    @Test func missingHeaderMeansWhole() {
        #expect(ByteRange(header: nil, size: 10) == .whole)
    }

    @Test func anEmptyResourceSatisfiesNoRange() {
        #expect(ByteRange(header: "bytes=0-", size: 0) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=-1", size: 0) == .unsatisfiable)
    }
}
