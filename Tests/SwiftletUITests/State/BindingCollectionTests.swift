import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct Attendee: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct AttendeeRow: View {
    @Binding var attendee: Attendee
    var body: some View {
        TextField("Name \(attendee.id)", text: $attendee.name)
    }
}

private struct Roster: View {
    @State var attendees = [
        Attendee(id: 1, name: "Ada"), Attendee(id: 2, name: "Grace"), Attendee(id: 3, name: "Linus"),
    ]
    var body: some View {
        VStack {
            List($attendees) { $attendee in
                AttendeeRow(attendee: $attendee)
            }
            Text(attendees.map(\.name).joined(separator: ", "))
            Button("Remove first") { attendees.removeFirst() }
        }
    }
}

/// `ForEach($items)` and `List($items)`: a binding to a collection is a collection of bindings.
@MainActor
@Suite struct BindingCollectionTests {
    @Test func aRowEditsItsOwnElementThroughItsBinding() async throws {
        let host = HeadlessHost(Roster())
        await host.settle()
        try await host.type("Grace Hopper", into: "Name 2")
        #expect(host.snapshot().contains("Ada, Grace Hopper, Linus"))
        #expect(host.snapshot().contains("Grace Hopper"))
    }

    @Test func removingARowKeepsTheOthersRightAndNeverTraps() async throws {
        let host = HeadlessHost(Roster())
        await host.settle()
        try await host.tap("Remove first")
        #expect(host.snapshot().contains("Grace, Linus"))
        try await host.type("L. Torvalds", into: "Name 3")
        #expect(host.snapshot().contains("Grace, L. Torvalds"))
        // A binding to a position the collection no longer has reads what it last saw and ignores writes.
        var storage = [1, 2]
        let numbers = Binding(get: { storage }, set: { storage = $0 })
        let second = numbers[1]
        storage = [1]
        #expect(second.wrappedValue == 2)
        second.wrappedValue = 5
        #expect(storage == [1])
        #expect(numbers.count == 1 && numbers.first?.wrappedValue == 1)
    }
}
