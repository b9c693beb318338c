import Testing

@testable import SwiftletHTTP

/// `WebServer.run` (behind `App.main()` and `swiftlet serve`) raises the descriptor soft limit to
/// the hard limit, so a server holds as many connections as the system allows.
@Suite struct DescriptorLimitTests {
    @Test func theSoftLimitIsRaisedToTheHardLimit() throws {
        let raised = try #require(DescriptorLimit.raiseSoftLimitToHard())
        #expect(raised.soft == raised.hard)
        #expect(DescriptorLimit.current() == raised)
    }
}
