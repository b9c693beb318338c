import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

// The contract of `NodeSlots`: one value per key type, nil until written, nil empties a slot.

private enum CountSlot: NodeSlotKey {
    typealias Value = Int
}

private enum OtherCountSlot: NodeSlotKey {
    typealias Value = Int
}

private enum AnythingSlot: NodeSlotKey {
    typealias Value = Any
}

@Suite struct NodeSlotsTests {
    @Test func aSlotIsEmptyUntilWrittenAndWritingNilEmptiesIt() {
        var slots = NodeSlots()
        #expect(slots[CountSlot.self] == nil)
        slots[CountSlot.self] = 3
        #expect(slots[CountSlot.self] == 3)
        slots[CountSlot.self] = nil
        #expect(slots[CountSlot.self] == nil)
    }

    @Test func keysOfTheSameValueTypeAreSeparateSlots() {
        var slots = NodeSlots()
        slots[CountSlot.self] = 1
        slots[OtherCountSlot.self] = 2
        #expect(slots[CountSlot.self] == 1)
        #expect(slots[OtherCountSlot.self] == 2)
    }

    @Test func aSlotOfAnyKeepsTheValueItsReaderCasts() {
        var slots = NodeSlots()
        slots[AnythingSlot.self] = "text"
        #expect(slots[AnythingSlot.self] as? String == "text")
        #expect(slots[AnythingSlot.self] as? Int == nil)
        slots[AnythingSlot.self] = 4
        #expect(slots[AnythingSlot.self] as? Int == 4)
    }
}
