import Logging
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct Chores: View {
    @State private var chores = ["dishes", "laundry"]
    @State private var picked: String?

    var body: some View {
        NavigationStack {
            VStack {
                Text("picked \(picked ?? "none")")
                List(selection: $picked) {
                    ForEach(chores, id: \.self) { Text($0) }
                        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
                }
                .environment(\.editMode, .constant(.active))
            }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ListsNavigationSessionTests {
    let app = WebApp(name: "chores", title: "Chores", summary: "") { Chores() }

    @Test func aClickOnARowSelectsItAndTheFrameSetsAriaSelected() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(app)
        let rows = session.graph.tree.allNodes.filter { $0.attributes[.selectable] == "true" }
        #expect(rows.count == 2)
        await session.receive(#"{"ev":"tap","id":\#(rows[1].id.rawValue),"ref":1}"#)
        let frame = try await nextFrame(session)
        #expect(frame.contains(#"["attr","n\#(rows[1].id.rawValue)","aria-selected","true"]"#))
        #expect(frame.contains("picked laundry"))
        registry.close(session)
    }

    @Test func aMovePastTheEndIsRejectedAndTheSessionCarriesOn() async throws {
        let registry = makeTestRegistry()
        let session = registry.createPending(app)
        let up = try #require(session.graph.tree.allNodes.first { $0.attributes[.rowAction] == "moveUp" })
        await session.receive(#"{"ev":"tap","id":\#(up.id.rawValue),"ref":2}"#)
        #expect(try await nextFrame(session).hasPrefix(#"{"ref":2,"error":"event rejected"#))
        let down = try #require(session.graph.tree.allNodes.first { $0.attributes[.rowAction] == "moveDown" })
        await session.receive(#"{"ev":"tap","id":\#(down.id.rawValue),"ref":3}"#)
        #expect(try await nextFrame(session).contains(#""refs":[3]"#))
        let texts = session.graph.tree.allNodes.filter { $0.kind == .text }.compactMap(\.text)
        let laundry = try #require(texts.firstIndex(of: "laundry"))
        let dishes = try #require(texts.firstIndex(of: "dishes"))
        #expect(laundry < dishes)
        registry.close(session)
    }
}
