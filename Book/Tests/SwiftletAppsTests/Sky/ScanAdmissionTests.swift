import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletApps

/// The limits on concurrent `POST /sky/scan` scans: per client and overall; a finished scan (or one
/// whose answer was dropped) frees its place.
@Suite struct ScanAdmissionTests {
    @Test func aClientGetsAtMostItsShareAndOthersStillGetTheirs() {
        let admission = ScanAdmission(perClient: 2, overall: 3)
        let first = admission.admit("10.0.0.1")
        let second = admission.admit("10.0.0.1")
        #expect(first != nil && second != nil)
        #expect(admission.admit("10.0.0.1") == nil)
        let other = admission.admit("10.0.0.2")
        #expect(other != nil)
        // Three run in all: a third client is refused too.
        #expect(admission.admit("10.0.0.3") == nil)
        first?.release()
        first?.release()
        #expect(admission.runningCount(for: "10.0.0.1") == 1)
        #expect(admission.admit("10.0.0.3") != nil)
        withExtendedLifetime((second, other)) {}
    }

    @Test func aDroppedTicketFreesItsPlace() {
        let admission = ScanAdmission(perClient: 1, overall: 8)
        do {
            let ticket = admission.admit("10.0.0.1")
            withExtendedLifetime(ticket) {
                #expect(ticket != nil)
                #expect(admission.admit("10.0.0.1") == nil)
            }
        }
        #expect(admission.runningCount(for: "10.0.0.1") == 0)
        #expect(admission.admit("10.0.0.1") != nil)
    }
}
