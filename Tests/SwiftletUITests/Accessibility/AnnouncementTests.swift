@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Announcing: View {
    @State private var saves = 0
    @State private var fromTask = 0
    let text: String

    var body: some View {
        VStack {
            Button("save") {
                saves += 1
                AccessibilityNotification.Announcement("\(text) \(saves)").post()
            }
            Button("twice") {
                AccessibilityNotification.Announcement("one").post()
                AccessibilityNotification.Announcement("two").post()
            }
            Button("empty") { AccessibilityNotification.Announcement("  \n ").post() }
            Button("later") { fromTask += 1 }
        }
        .task(id: fromTask) {
            if fromTask > 0 { AccessibilityNotification.Announcement("task \(fromTask)").post() }
        }
    }
}

/// `AccessibilityNotification.Announcement(_:).post()`: the root node's attribute `announcement`
/// (docs/engine/kinds-and-attributes.md), for the page whose code posted it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AnnouncementTests {
    private func announcement<V: View>(_ host: HeadlessHost<V>) -> String? {
        host.graph.tree.attributes[.announcement]
    }

    @Test func anActionsAnnouncementReachesItsPageOnlyWithACountThatMakesARepeatNew() async throws {
        let host = HeadlessHost(Announcing(text: "Saved"))
        let other = HeadlessHost(Announcing(text: "Other"))
        #expect(announcement(host) == nil)
        try await host.tap("save")
        #expect(announcement(host) == "1 Saved 1")
        #expect(announcement(other) == nil)
        try await host.tap("empty")
        #expect(announcement(host) == "1 Saved 1")
        // Posts before the page is updated are read in order, as one text.
        try await host.tap("twice")
        #expect(announcement(host) == "3 one two")
        try await other.tap("save")
        #expect(announcement(other) == "1 Other 1")
        await host.unmount()
        await other.unmount()
    }

    @Test func aTaskOfTheViewAnnouncesToItsPage() async throws {
        let host = HeadlessHost(Announcing(text: "x"))
        await host.settle()  // the first task has run (and announced nothing)
        try await host.tap("later")
        await host.settle()
        #expect(announcement(host) == "1 task 1")
        await host.unmount()
    }

    @Test func markupAndControlCharactersAreTextAndALongTextIsCut() async throws {
        let host = HeadlessHost(Announcing(text: "<b>bold</b>\u{7}" + String(repeating: "a", count: 5_000)))
        try await host.tap("save")
        let value = try #require(announcement(host))
        #expect(value.hasPrefix("1 <b>bold</b> aaa"))
        #expect(value.count <= 1_002)
        await host.unmount()
    }

    @Test func aPostOutsideAnyPageOrAfterItsEndIsDropped() async throws {
        AccessibilityNotification.Announcement("nobody listens").post()
        let host = HeadlessHost(Announcing(text: "x"))
        await host.unmount()
        AccessibilityNotification.Announcement("too late").post()
        #expect(announcement(host) == nil)
    }
}
