import Testing

@testable import SwiftletKit

@Test func moduleLinks() {
    #expect(Bool(true))
}
