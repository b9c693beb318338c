import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private enum Suit: String, Hashable, Codable { case hearts, spades }
private enum Rank: Int, Hashable, Codable { case ace = 1, king = 13 }
private struct Card: Hashable, Codable {
    let suit: Suit
    let rank: Rank
    let note: String
}

/// A stack bound to a `NavigationPath`, with a destination for every supported value type.
private struct AnyValueStack: View {
    @State private var path: NavigationPath

    init(path: NavigationPath = NavigationPath()) { _path = State(initialValue: path) }

    var body: some View {
        NavigationStack(path: $path) {
            Text("root")
                .navigationDestination(for: Int.self) { Text("Int \($0)") }
                .navigationDestination(for: String.self) { Text("String \($0)") }
                .navigationDestination(for: UUID.self) { Text("UUID \($0.uuidString)") }
                .navigationDestination(for: Bool.self) { Text("Bool \($0)") }
                .navigationDestination(for: Double.self) { Text("Double \($0)") }
                .navigationDestination(for: Suit.self) { Text("Suit \($0.rawValue)") }
                .navigationDestination(for: Rank.self) { Text("Rank \($0.rawValue)") }
                .navigationDestination(for: Card.self) { Text("Card \($0.note)") }
        }
    }
}

/// A typed path of levels; every level also pushes a view-destination screen.
private struct Levels: View {
    @State private var path: [Int] = []
    @State private var tab = "levels"
    @State private var opened = "none"

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $path) {
                VStack {
                    Text("opened \(opened)")
                    NavigationLink("Level 1", value: 1)
                }
                .navigationDestination(for: Int.self) { Level(level: $0) }
            }
            .tag("levels")
            Text("settings pane").tag("settings")
        }
        .onOpenURL { opened = $0.absoluteString }
    }
}

private struct Level: View {
    let level: Int
    var body: some View {
        VStack {
            Text("level \(level)")
            NavigationLink("Level \(level + 1)", value: level + 1)
            NavigationLink("Notes") { Text("notes \(level)") }
        }
    }
}

@MainActor
@Suite struct NavigationURLTests {
    /// Pushes `value`, reads the stack's URL segment, and rebuilds a fresh tree from it.
    private func roundTrip<V: Hashable>(
        _ value: V, _ expected: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws -> String
    {
        var path = NavigationPath()
        path.append(value)
        let host = HeadlessHost(AnyValueStack(path: path))
        await host.settle()
        let location = host.graph.host.urlNavigation.location
        #expect(location.depth == 1, sourceLocation: sourceLocation)
        let segment = try #require(location.segments.first, sourceLocation: sourceLocation)
        if let expected { #expect(segment == expected, sourceLocation: sourceLocation) }
        let fresh = HeadlessHost(AnyValueStack())
        #expect(
            fresh.graph.restoreNavigation(NavigationURLState(segments: [segment])) == nil,
            sourceLocation: sourceLocation)
        await fresh.settle()
        #expect(fresh.snapshot() == host.snapshot(), sourceLocation: sourceLocation)
        #expect(fresh.graph.host.urlNavigation.location == location, sourceLocation: sourceLocation)
        return segment
    }

    @Test func everySupportedValueTypeRoundTripsThroughAReadableSegment() async throws {
        _ = try await roundTrip(42, "Int:42")
        _ = try await roundTrip(-7, "Int:-7")
        _ = try await roundTrip("AAPL", "String:AAPL")
        _ = try await roundTrip("a/b %c d😀", "String:a%2Fb%20%25c%20d%F0%9F%98%80")
        _ = try await roundTrip("42", "String:42")
        _ = try await roundTrip("~tilde:colon", "String:~tilde%3Acolon")
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        _ = try await roundTrip(id, "UUID:E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        _ = try await roundTrip(true, "Bool:true")
        _ = try await roundTrip(2.5, "Double:2.5")
        _ = try await roundTrip(Suit.hearts, "Suit:hearts")
        _ = try await roundTrip(Rank.king, "Rank:13")
        let card = try await roundTrip(Card(suit: .spades, rank: .ace, note: "a/b & ✓"))
        #expect(card.hasPrefix("Card:~"))
        #expect(!card.contains("/") && !card.contains("=") && !card.contains("+"))
    }

    @Test func aNumberThatCannotNameAScreenIsRefused() async throws {
        for segment in ["Double:nan", "Double:NaN", "Double:inf", "Double:-inf", "Double:infinity"] {
            let host = HeadlessHost(AnyValueStack())
            #expect(host.graph.restoreNavigation(NavigationURLState(segments: [segment])) != nil, "\(segment)")
            await host.settle()
            #expect(host.graph.host.urlNavigation.location.depth == 0, "\(segment)")
            #expect(!host.snapshot().contains("Double"), "\(segment)")
        }
    }

    @Test func aCodablePathLongerThanAURLIsRefused() throws {
        _ = HeadlessHost(AnyValueStack())  // registers the value types its destinations declare
        let pairs = (0...RouteSegmentText.maxDepth).map { #""Swift.Int","\#($0)""# }
        let tooDeep = "[" + pairs.joined(separator: ",") + "]"
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(tooDeep.utf8))
        }
        let deepest = "[" + pairs.dropLast().joined(separator: ",") + "]"
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(deepest.utf8))
        #expect(NavigationPath(decoded).count == RouteSegmentText.maxDepth)
        let huge = #"["Swift.String","\#(String(repeating: "x", count: 5_000))"]"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(huge.utf8))
        }
    }

    @Test func aNavigationPathOfMixedTypesRoundTripsScreenByScreen() async throws {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        path.append(Card(suit: .hearts, rank: .king, note: "three"))
        path.append(Suit.spades)
        let host = HeadlessHost(AnyValueStack(path: path))
        let location = host.graph.host.urlNavigation.location
        #expect(location.segments.count == 4)
        #expect(Array(location.segments.prefix(2)) == ["Int:1", "String:two"])
        #expect(location.segments.last == "Suit:spades")
        #expect(location.pathAndQuery(base: "/apps/cards").hasPrefix("/apps/cards/Int:1/String:two/Card:~"))

        let fresh = HeadlessHost(AnyValueStack())
        fresh.graph.restoreNavigation(location)
        await fresh.settle()
        #expect(fresh.snapshot() == host.snapshot())
        #expect(fresh.snapshot().contains("Suit spades"))
        #expect(fresh.graph.host.urlNavigation.location == location)
    }

    @Test func navigationPathCodableRepresentationRoundTripsThroughJSON() throws {
        var path = NavigationPath()
        path.append(5)
        path.append("five")
        path.append(Card(suit: .hearts, rank: .ace, note: "n"))
        let codable = try #require(path.codable)
        let data = try JSONEncoder().encode(codable)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(NavigationPath(decoded) == path)

        struct NotCodable: Hashable {}
        var plain = NavigationPath()
        plain.append(NotCodable())
        #expect(plain.codable == nil)
    }

    @Test func aTypedPathOfThreeLevelsIsRebuiltFromPlainSegmentsWithItsTab() async throws {
        let host = HeadlessHost(Levels())
        let opened = try #require(URL(string: "http://localhost/apps/levels/1/2/3?tab=levels"))
        host.graph.handleOpenedURL(opened)
        #expect(host.snapshot().contains("opened http://localhost/apps/levels/1/2/3?tab=levels"))
        #expect(host.graph.restoreNavigation(NavigationURLState(segments: ["1", "2", "3"], url: opened)) == nil)
        await host.settle()
        #expect(host.snapshot().contains("level 3"))
        let location = host.graph.host.urlNavigation.location
        #expect(location.segments == ["1", "2", "3"])
        #expect(location.depth == 3)
        #expect(location.tab == nil)

        // A view-destination screen counts in the depth but has no segment.
        try await host.tap("Notes")
        #expect(host.graph.host.urlNavigation.location.segments == ["1", "2", "3"])
        #expect(host.graph.host.urlNavigation.location.depth == 4)
        // Back in the browser to the entry of depth 3: the notes screen goes, the levels stay.
        host.graph.restoreNavigation(NavigationURLState(segments: ["1", "2", "3"], depth: 3))
        await host.settle()
        #expect(host.graph.host.urlNavigation.location.depth == 3)
        #expect(!host.snapshot().contains("notes 3"))
        // Back again: one level less.
        host.graph.restoreNavigation(NavigationURLState(segments: ["1", "2"], depth: 2))
        await host.settle()
        #expect(host.snapshot().contains("level 2"))
        #expect(!host.snapshot().contains("level 3"))
    }

    @Test func theSelectedTabIsAQueryItemAndIsRestored() async throws {
        let host = HeadlessHost(Levels())
        #expect(host.graph.host.urlNavigation.location.tab == nil)
        host.graph.restoreNavigation(NavigationURLState(path: "", query: "tab=settings"))
        await host.settle()
        #expect(host.graph.host.urlNavigation.location.tab == "settings")
        #expect(
            host.graph.host.urlNavigation.location.pathAndQuery(base: "/apps/levels") == "/apps/levels?tab=settings")
        // An unknown tab keeps the shown one and says so once.
        let problem = host.graph.restoreNavigation(NavigationURLState(path: "", query: "tab=nowhere"))
        #expect(problem != nil)
        #expect(host.graph.host.urlNavigation.location.tab == "settings")
    }

    @Test func aSegmentThatDoesNotDecodeShowsTheDeepestScreenThatDoesAndIsReportedOnce() async throws {
        let garbage = [
            "x", "%2F", "..", ".", "%2e", "%C0%AF", "%00", "1%00", "%", "%ZZ", "Int:1", "1.5",
            "99999999999999999999999",
            String(repeating: "9", count: 300),
        ]
        for bad in garbage {
            let host = HeadlessHost(Levels())
            let before = host.graph.diagnostics.count
            let problem = host.graph.restoreNavigation(NavigationURLState(segments: ["1", bad, "3"]))
            await host.settle()
            #expect(problem != nil, "\(bad) should be refused")
            #expect(host.snapshot().contains("level 1"), "\(bad)")
            #expect(!host.snapshot().contains("level 3"), "\(bad)")
            #expect(host.graph.host.urlNavigation.location.segments == ["1"], "\(bad)")
            #expect(host.graph.diagnostics.count == before + 1, "\(bad)")
        }
        // Mixed paths: an unknown type, a value of another type.
        for bad in ["Planet:1", "Int:x", "Int", ":1", "String:%C0%AF", "Card:~not-base64!", "Card:~e30"] {
            let host = HeadlessHost(AnyValueStack())
            #expect(host.graph.restoreNavigation(NavigationURLState(segments: ["Int:1", bad])) != nil, "\(bad)")
            await host.settle()
            #expect(host.snapshot().contains("Int 1"), "\(bad)")
            #expect(host.graph.host.urlNavigation.location.segments == ["Int:1"], "\(bad)")
        }
    }

    @Test func pathsAreBoundedInDepthAndLength() async throws {
        let host = HeadlessHost(Levels())
        let deep = (1...40).map(String.init)
        let state = NavigationURLState(path: Substring(deep.map { "/" + $0 }.joined()), query: nil)
        #expect(state.segments.count == RouteSegmentText.maxDepth + 1)
        #expect(host.graph.restoreNavigation(state) != nil)
        await host.settle()
        #expect(host.graph.host.urlNavigation.location.depth == RouteSegmentText.maxDepth)

        let long = NavigationURLState(path: Substring("/" + String(repeating: "1", count: 3000)), query: nil)
        let fresh = HeadlessHost(Levels())
        #expect(fresh.graph.restoreNavigation(long) != nil)
        #expect(fresh.graph.host.urlNavigation.location.depth == 0)

        // A value whose segment would be too long is pushed but not addressable.
        var path = NavigationPath()
        path.append(String(repeating: "z", count: 400))
        let tooLong = HeadlessHost(AnyValueStack(path: path))
        #expect(tooLong.graph.host.urlNavigation.location.segments.isEmpty)
        #expect(tooLong.graph.host.urlNavigation.location.depth == 1)
    }

    @Test func segmentTextDecodingRefusesTricks() {
        #expect(RouteSegmentText.decode("a%2Fb") == "a/b")
        #expect(RouteSegmentText.decode("%F0%9F%98%80") == "😀")
        for bad in ["%C0%AF", "%E0%80%AF", "%00", "a%0Ab", "%ED%A0%80", "..", "%2E%2E", "a b", "a/b", "%4", "%G1", ""] {
            #expect(RouteSegmentText.decode(Substring(bad)) == nil, "\(bad)")
        }
        #expect(RouteSegmentText.encode("..") == nil)
        #expect(RouteSegmentText.encode("") == nil)
        #expect(RouteSegmentText.encode("a\u{0}b") == nil)
        #expect(RouteSegmentText.encode("a b/c:d") == "a%20b%2Fc%3Ad")
    }
}
