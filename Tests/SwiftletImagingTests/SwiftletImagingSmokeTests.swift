import Testing

@testable import SwiftletImaging

@Test func moduleLinks() {
    #expect(Bool(true))
}
