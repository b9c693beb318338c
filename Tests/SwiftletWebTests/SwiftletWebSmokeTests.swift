import Testing

@testable import SwiftletWeb

@Test func moduleLinks() {
    #expect(Bool(true))
}
