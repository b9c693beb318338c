import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The scan log the Sky page shows: newest last, bounded, with the count of dropped lines.
struct ScanLogTests {
    @Test func keepsTheNewestLinesAndCountsTheDroppedOnes() {
        var log = ScanLog(capacity: 200)
        for line in 0..<250 { log.append("Completed: \(line)") }
        #expect(log.lines.count == 200)
        #expect(log.lines.first == "Completed: 50")
        #expect(log.lines.last == "Completed: 249")
        #expect(log.dropped == 50)
        #expect(log.droppedNotice == "50 earlier lines not shown")
        log.removeAll()
        #expect(log.lines.isEmpty && log.dropped == 0 && log.droppedNotice == nil)
    }

    @Test func aLogUnderItsCapacityDropsNothing() {
        var log = ScanLog(capacity: 3)
        log.append("Re-run task: 9.")
        log.append("Done.")
        #expect(log.lines == ["Re-run task: 9.", "Done."])
        #expect(log.droppedNotice == nil)
        log.append("a")
        log.append("b")
        #expect(log.droppedNotice == "1 earlier line not shown")
    }
}
