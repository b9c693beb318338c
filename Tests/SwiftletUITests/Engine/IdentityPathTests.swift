@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Cell: View {
    let number: Int
    var body: some View { Text("cell \(number)") }
}

private struct Caption: View {
    var body: some View { Text("caption") }
}

private struct Listing: View {
    var body: some View {
        VStack {
            Caption()
            ForEach([3, 12], id: \.self) { Cell(number: $0) }
                .accessibilityIdentifier("cells")
        }
    }
}

/// The identity paths the evaluation log and diagnostics show: type names without generic
/// arguments, a position among several children of an element, a row's id in brackets.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct IdentityPathTests {
    @Test func pathsNamePositionsAndRowIds() async throws {
        let host = HeadlessHost(Listing())
        let paths = host.evaluations.entries.map(\.identity)
        #expect(
            paths == [
                "/Root/Listing",
                "/Root/Listing/VStack/Caption.0",
                "/Root/Listing/VStack/AttributeModifier/ForEach/Cell[3]",
                "/Root/Listing/VStack/AttributeModifier/ForEach/Cell[12]",
            ])
    }
}
