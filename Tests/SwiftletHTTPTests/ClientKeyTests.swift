import Testing

@testable import SwiftletHTTP

/// Who a connection is counted as for per-client caps, and how many connections the process admits.
@Suite struct ClientKeyTests {
    @Test func forwardedForIsBelievedOnlyFromATrustedProxy() {
        #expect(ClientAddress.key(peer: "10.0.0.9", forwardedFor: ["1.2.3.4"], trustedProxies: []) == "10.0.0.9")
        #expect(
            ClientAddress.key(peer: "127.0.0.1", forwardedFor: ["6.6.6.6, 1.2.3.4"], trustedProxies: ["127.0.0.1"])
                == "1.2.3.4")
        #expect(ClientAddress.key(peer: "127.0.0.1", forwardedFor: [], trustedProxies: ["127.0.0.1"]) == "127.0.0.1")
        #expect(ClientAddress.key(peer: nil, forwardedFor: ["1.2.3.4"], trustedProxies: []) == "unknown")
    }

    @Test func anIPv6ClientCountsByItsSlash64() {
        #expect(ClientAddress.capKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd") == "2001:db8:1:2::/64")
        #expect(ClientAddress.capKey("2001:db8:1:2::1") == ClientAddress.capKey("2001:0db8:0001:0002:ffff::9"))
        #expect(ClientAddress.capKey("2001:db8:1:3::1") != ClientAddress.capKey("2001:db8:1:2::1"))
        #expect(ClientAddress.capKey("[fe80::1%eth0]") == "fe80:0:0:0::/64")
        #expect(ClientAddress.capKey("::ffff:192.0.2.7") == "192.0.2.7")
        #expect(ClientAddress.capKey("192.0.2.7") == "192.0.2.7")
        #expect(ClientAddress.capKey("not:an:address") == "not:an:address")
        #expect(ClientAddress.key(peer: "2001:db8::5", forwardedFor: [], trustedProxies: []) == "2001:db8:0:0::/64")
        // A trusted proxy is recognised by its full address; the client it names counts by its /64.
        #expect(
            ClientAddress.key(peer: "::1", forwardedFor: ["2001:db8:7:7::42"], trustedProxies: ["::1"])
                == "2001:db8:7:7::/64")
    }

    @Test func theForwardedClientIsTheLastAddress() {
        #expect(ClientAddress.forwardedClient(["198.51.100.7, 203.0.113.9"]) == "203.0.113.9")
        #expect(ClientAddress.forwardedClient(["198.51.100.7", "203.0.113.9 ,  "]) == "203.0.113.9")
        #expect(ClientAddress.forwardedClient([" , "]) == nil)
        #expect(ClientAddress.forwardedClient([]) == nil)
        #expect(ClientAddress.forwardedClient([String(repeating: "a", count: 500)])?.utf8.count == 64)
    }

    @Test func theConnectionCapStaysBelowTheDescriptorLimit() {
        #expect(DescriptorLimit.connectionCapacity(configured: 10_000, reserve: 256, softLimit: 1_024) == 768)
        #expect(DescriptorLimit.connectionCapacity(configured: 100, reserve: 256, softLimit: 1_024) == 100)
        #expect(DescriptorLimit.connectionCapacity(configured: 100, reserve: 256, softLimit: nil) == 100)
        #expect(DescriptorLimit.connectionCapacity(configured: 100, reserve: 5_000, softLimit: 1_024) == 1)
        let guardian = ConnectionGuard(limits: ConnectionLimits(maxConnections: 1_000_000))
        if let soft = DescriptorLimit.softLimit() {
            #expect(guardian.capacity == max(1, soft - 256))
        }
    }
}
