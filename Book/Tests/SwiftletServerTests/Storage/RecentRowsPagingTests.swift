import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Synchronization
import Testing

@testable import SwiftletServer

/// A reader far behind the cached window catches up a page at a time (never one unbounded read),
/// and receives every row once, in order.
@Suite struct RecentRowsPagingTests {
    /// A log of `count` rows whose fetches return at most `page` rows and are recorded.
    final class PagedLog: Sendable {
        let count: Int64
        let page: Int
        let fetchSizes = Mutex<[Int]>([])

        init(count: Int64, page: Int) {
            self.count = count
            self.page = page
        }

        func fetch(after cursor: Int64) -> [(seq: Int64, row: String)] {
            let rows = stride(from: cursor + 1, through: count, by: 1).prefix(page).map {
                (seq: $0, row: "r\($0)")
            }
            fetchSizes.withLock { $0.append(rows.count) }
            return Array(rows)
        }
    }

    @Test func aReaderFarBehindCatchesUpPageByPage() async throws {
        let log = PagedLog(count: 10, page: 3)
        let recent = RecentRows<String>(
            capacity: 3, bell: nil, fetchAfter: { log.fetch(after: $0) },
            cursorKeepingLast: { max(0, log.count - Int64($0)) })
        try await withTimeout(.seconds(60)) {
            var cursor: Int64 = 0
            var received: [String] = []
            for _ in 0..<20 {
                let (rows, next) = await recent.rows(after: cursor)
                received += rows
                cursor = next
                if cursor == log.count { break }
            }
            #expect(received == (1...10).map { "r\($0)" })
        }
        #expect(log.fetchSizes.withLock { $0 }.allSatisfy { $0 <= 3 })
    }
}
