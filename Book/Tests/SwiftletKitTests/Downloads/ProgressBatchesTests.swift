import Foundation
import NIOCore
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct ProgressBatchesTests {
    @Test func reportsTwentyBatchesForADivisibleSize() {
        var batches = ProgressBatches(total: 1000)
        let updates = batches.advance(to: 1000)
        #expect(updates.count == 20)
        #expect(updates.first == DownloadProgress(bytes: 50, total: 1000))
        #expect(updates.last == DownloadProgress(bytes: 1000, total: 1000))
    }

    @Test func endsExactlyAtTheTotalForAnIndivisibleSize() {
        var batches = ProgressBatches(total: 45)
        var updates: [DownloadProgress] = []
        for count in 1...45 { updates += batches.advance(to: count) }
        #expect(updates.count == 23)
        #expect(updates.map(\.bytes) == Array(stride(from: 2, through: 44, by: 2)) + [45])
        #expect(batches.advance(to: 45).isEmpty)
    }

    @Test func neverReportsMoreUpdatesThanBytes() {
        var batches = ProgressBatches(total: 3)
        #expect(batches.advance(to: 3).map(\.bytes) == [1, 2, 3])
    }

    @Test func accumulatorRejectsMoreBytesThanAnnounced() throws {
        var accumulator = ByteAccumulator(total: 4)
        _ = try accumulator.append(ByteBuffer(bytes: [1, 2, 3]).readableBytesView)
        #expect(throws: WebClientError.lengthMismatch(expected: 4, received: 6)) {
            try accumulator.append(ByteBuffer(bytes: [4, 5, 6]).readableBytesView)
        }
        #expect(accumulator.data == Data([1, 2, 3]))
    }

    @Test func partRangesCoverTheFileInOrderWithoutGaps() {
        #expect(WebClient.partRanges(size: 10, parts: 4) == [0...2, 3...5, 6...8, 9...9])
        #expect(WebClient.partRanges(size: 3, parts: 8) == [0...0, 1...1, 2...2])
        #expect(WebClient.partRanges(size: 0, parts: 4) == [])
    }
}
