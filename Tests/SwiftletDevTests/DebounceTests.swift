import SwiftletDev
import Testing

/// Instants of a clock the test drives by hand.
struct ManualInstant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> ManualInstant { ManualInstant(offset: offset + duration) }
    func duration(to other: ManualInstant) -> Duration { other.offset - offset }
    static func < (a: ManualInstant, b: ManualInstant) -> Bool { a.offset < b.offset }
}

@Suite("swiftlet-dev debouncing of file changes")
struct DebounceTests {
    func at(_ milliseconds: Int) -> ManualInstant { ManualInstant(offset: .milliseconds(milliseconds)) }

    @Test("a save is built 150 ms after the last change of its burst, once")
    func quietPeriod() {
        var debounce = Debounce<ManualInstant>()
        #expect(!debounce.isDue(at: at(0)))
        debounce.record(at(0))
        debounce.record(at(30))  // an editor writes, then renames
        #expect(!debounce.isDue(at: at(150)))
        #expect(debounce.isDue(at: at(180)))
        debounce.reset()
        #expect(!debounce.isPending && !debounce.isDue(at: at(10_000)))
    }

    @Test("a tree that changes every few ms still builds, at most once a second, not never and not in a loop")
    func generatorIsBounded() {
        var debounce = Debounce<ManualInstant>()
        var builds: [Int] = []
        for now in stride(from: 0, through: 3_000, by: 5) {
            if debounce.isDue(at: at(now)) {
                builds.append(now)
                debounce.reset()
            }
            debounce.record(at(now))
        }
        #expect(builds == [1_000, 2_000, 3_000])
    }
}
