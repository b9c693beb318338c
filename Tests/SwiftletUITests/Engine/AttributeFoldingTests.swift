@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Toolbar: View {
    @State private var selected = false
    @State private var enabled = true
    @State private var presses = 0

    var body: some View {
        VStack {
            HStack {
                Button("Go") { presses += 1 }
                    .accessibilityIdentifier("go")
                    .accessibilityAddTraits(selected ? .isSelected : [])
                    .padding(4)
            }
            .disabled(!enabled)
            Button("Select") { selected.toggle() }.accessibilityIdentifier("select")
            Button("Enable") { enabled.toggle() }.accessibilityIdentifier("enable")
            Text("pressed \(presses)").font(.title).accessibilityIdentifier("count")
            HStack { Badge() }.padding()
        }
    }
}

private struct Badge: View {
    var body: some View { Text("badge") }
}

/// Attribute modifiers on a primitive (`.accessibilityIdentifier`, `.padding`, `.font`, traits) are
/// folded into the primitive's own node: the rendered element still carries every attribute, takes
/// events, and changes by targeted attribute operations.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AttributeFoldingTests {
    private func element(_ identifier: String, in host: HeadlessHost<Toolbar>) throws -> RenderNode {
        let found = host.graph.tree.allNodes.first { $0.attributes[.identifier] == identifier }
        return try #require(found)
    }

    @Test func aPrimitiveWithAttributeModifiersIsOneNodeWithEveryAttribute() throws {
        let host = HeadlessHost(Toolbar())
        let go = try element("go", in: host)
        #expect(go.kind == RenderKind.button)
        #expect(go.attributes == [.identifier: "go", .padding: "4 4 4 4"])
        #expect(try element("count", in: host).attributes == [.identifier: "count", .font: "title"])
    }

    @Test func identityPathsStillNameTheModifier() {
        let host = HeadlessHost(Toolbar())
        #expect(host.evaluations.entries.map(\.identity).last == "/Root/Toolbar/VStack/AttributeModifier/HStack/Badge")
    }

    @Test func eventsReachTheFoldedPrimitive() async throws {
        let host = HeadlessHost(Toolbar())
        try await host.send(.tap(try element("go", in: host).id))
        #expect(try element("count", in: host).label == "pressed 1")
    }

    @Test func modifierAndEnvironmentChangesAreAttributeOperations() async throws {
        let host = HeadlessHost(Toolbar())
        let go = try element("go", in: host).id
        let before = host.updates.count
        try await host.send(.tap(try element("select", in: host).id))
        try await host.send(.tap(try element("enable", in: host).id))
        try await host.send(.tap(try element("select", in: host).id))
        let operations: [RenderOperation] = host.updates.dropFirst(before).flatMap(\.operations).filter {
            switch $0 {
            case .setAttribute(let id, _, _), .removeAttribute(let id, _): id == go
            default: false
            }
        }
        #expect(
            operations == [
                .setAttribute(go, name: .selected, value: "true"),
                .setAttribute(go, name: .disabled, value: "true"),
                .removeAttribute(go, name: .selected),
            ])
        #expect(
            try element("go", in: host).attributes == [.identifier: "go", .padding: "4 4 4 4", .disabled: "true"])
    }
}
