import Testing

@testable import SwiftletUI

@Test func moduleLinks() {
    #expect(Bool(true))
}
