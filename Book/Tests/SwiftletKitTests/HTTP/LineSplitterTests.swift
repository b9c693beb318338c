import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct LineSplitterTests {
    @Test func splitsOnLineFeedAndTreatsCarriageReturnLineFeedAsOneTerminator() {
        var splitter = LineSplitter()
        #expect(splitter.append(Array("a\nb\r\nc".utf8)) == ["a", "b"])
        #expect(splitter.finish() == "c")
        #expect(splitter.finish() == nil)
    }

    @Test func joinsLinesSplitAcrossChunksIncludingTheTerminator() {
        var splitter = LineSplitter()
        #expect(splitter.append(Array("{\"na".utf8)) == [])
        #expect(splitter.append(Array("me\":1}\r".utf8)) == [])
        #expect(splitter.append(Array("\n\r\n".utf8)) == ["{\"name\":1}", ""])
        #expect(splitter.finish() == nil)
    }

    @Test func decodesMultibyteCharactersSplitAcrossChunks() {
        let bytes = Array("🎉 Tada!\n".utf8)
        var splitter = LineSplitter()
        #expect(splitter.append(Array(bytes[..<2])) == [])
        #expect(splitter.append(Array(bytes[2...])) == ["🎉 Tada!"])
    }
}
