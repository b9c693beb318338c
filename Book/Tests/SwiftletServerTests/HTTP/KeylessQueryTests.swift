import Testing

@testable import SwiftletServer

@Suite struct KeylessQueryTests {
    @Test func decodesPercentEscapesAndPlus() {
        #expect(KeylessQuery.decode("graphics-project-ver-1.jpeg") == "graphics-project-ver-1.jpeg")
        #expect(KeylessQuery.decode("marin+todorov") == "marin todorov")
        #expect(KeylessQuery.decode("caf%C3%A9") == "café")
        #expect(KeylessQuery.decode("AAPL%2CTSLA") == "AAPL,TSLA")
    }

    @Test func rejectsEmptyAndMalformed() {
        #expect(KeylessQuery.decode("") == nil)
        #expect(KeylessQuery.decode("%E0%A4%A") == nil)
    }
}
