import Testing

@testable import SwiftletServer

@Test func moduleLinks() {
    #expect(Bool(true))
}
