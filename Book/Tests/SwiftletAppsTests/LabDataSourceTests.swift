import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import Testing

/// The lab's activations renew every row's hidden UUID (the property no cell shows), which is what
/// scenarios S1 and S3–S8 measure the engine against.
@MainActor
@Suite struct LabDataSourceTests {
    @Test func everyActivationGivesEveryRowANewHiddenUUID() {
        let source = ValueDataSource<PlainItem>(count: 200, mutatesHiddenProperty: true)
        source.loadItems()
        var seen = Set(hiddenUUIDs(source))
        for _ in 0..<5 {
            source.activateNext()
            let fresh = hiddenUUIDs(source)
            #expect(fresh.count == 200)
            #expect(seen.isDisjoint(with: fresh))
            seen.formUnion(fresh)
        }
        #expect(seen.count == 200 * 6)
        // Well-formed random UUIDs: version 4, RFC 4122 variant.
        #expect(seen.allSatisfy { $0.uuid.6 >> 4 == 4 && $0.uuid.8 >> 6 == 0b10 })
    }

    @Test func activationsWithoutHiddenChangesKeepTheUUIDs() {
        let source = ValueDataSource<PlainItem>(count: 50, mutatesHiddenProperty: false)
        source.loadItems()
        let before = hiddenUUIDs(source)
        source.activateNext()
        #expect(hiddenUUIDs(source) == before)
    }

    private func hiddenUUIDs(_ source: ValueDataSource<PlainItem>) -> [UUID] {
        guard case .loaded(let items) = source.state else { return [] }
        return items.map(\.hidden)
    }
}
