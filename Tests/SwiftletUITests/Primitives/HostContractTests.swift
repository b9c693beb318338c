@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/kinds-and-attributes.md and events.md: the kinds and attributes hosts receive, which modifier wins, and the events a
// node refuses.

private struct Catalogue: View {
    @State private var name = "Ada"
    @State private var on = true
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .top) {
                Text("title").bold().font(.headline)
                Spacer(minLength: 8)
                Divider()
            }
            ScrollView(.horizontal, showsIndicators: false) {
                ZStack { Text("layered") }
            }
            ProgressView("half", value: 0.5, total: 1)
            ProgressView()
            TextField("Name", text: $name, prompt: Text("your name"))
            Toggle("On", isOn: $on)
            Image(systemName: "star").resizable()
            Text("styled")
                .padding()
                .frame(maxWidth: .infinity)
                .opacity(0.5)
                .foregroundColor(.red)
                .background(.blue)
                .buttonStyle(.bordered)
            Text("twice").opacity(0.25).opacity(1).padding(4).padding(8)
            Button("off") {}.disabled(true)
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct HostContractTests {
    private func node(_ host: HeadlessHost<Catalogue>, _ match: (RenderNode) -> Bool) throws -> RenderNode {
        let found = host.graph.tree.allNodes.first(where: match)
        return try #require(found)
    }

    @Test func primitivesRenderTheKindsAndAttributesOfTheTables() throws {
        let host = HeadlessHost(Catalogue())
        #expect(host.graph.tree.kind == .root)
        #expect(host.graph.tree.id == NodeID(0))
        let vstack = try node(host) { $0.kind == .vstack }
        #expect(vstack.attributes[.alignment] == "leading")
        #expect(vstack.attributes[.spacing] == "4")
        #expect(try node(host) { $0.kind == .hstack }.attributes[.alignment] == "top")
        let title = try node(host) { $0.text == "title" }
        #expect(title.kind == .text)
        #expect(title.attributes[.bold] == "true")
        #expect(title.attributes[.font] == "headline")
        #expect(try node(host) { $0.kind == .spacer }.attributes[.minLength] == "8")
        _ = try node(host) { $0.kind == .divider }
        let scroll = try node(host) { $0.kind == .scrollView }
        #expect(scroll.attributes[.axis] == "horizontal")
        #expect(scroll.attributes[.showsIndicators] == "false")
        #expect(scroll.children.first?.kind == .zstack)
        let progress = host.graph.tree.allNodes.filter { $0.kind == .progress }
        #expect(progress.count == 2)
        #expect(progress[0].text == "half")
        #expect(progress[0].attributes[.value] == "0.5" && progress[0].attributes[.total] == "1")
        #expect(progress[1].attributes[.value] == nil)
        let field = try node(host) { $0.kind == .textField }
        #expect(field.text == "Ada")
        #expect(field.attributes[.title] == "Name" && field.attributes[.prompt] == "your name")
        let toggle = try node(host) { $0.kind == .toggle }
        #expect(toggle.text == "On" && toggle.attributes[.checked] == "true")
        let image = try node(host) { $0.kind == .symbol }
        #expect(image.attributes[.systemName] == "star" && image.attributes[.resizable] == "true")
        let styled = try node(host) { $0.text == "styled" }
        #expect(styled.attributes[.padding] == "16 16 16 16")
        // `.frame` is a box of its own around the padded text; the modifiers after it are its.
        let frame = try node(host) { $0.kind == .frame }
        #expect(frame.children.first?.text == "styled")
        #expect(frame.attributes[.frame] == "maxWidth:inf")
        let styledFrame = frame
        #expect(styledFrame.attributes[.opacity] == "0.5")
        #expect(styledFrame.attributes[.foreground] == "red")
        #expect(styledFrame.attributes[.background] == "blue")
        #expect(styledFrame.attributes[.buttonStyle] == "bordered")
        #expect(try node(host) { $0.kind == .button }.attributes[.disabled] == "true")
    }

    @Test func theOuterModifierWinsForTheSameAttribute() throws {
        let host = HeadlessHost(Catalogue())
        let twice = try node(host) { $0.text == "twice" }
        #expect(twice.attributes[.opacity] == "1")
        #expect(twice.attributes[.padding] == "8 8 8 8")
    }

    @Test func aDisabledButtonAndAnyNodeWithoutAPickerRefuseTheirEvents() throws {
        let host = HeadlessHost(Catalogue())
        let off = try node(host) { $0.kind == .button }
        #expect {
            try host.graph.send(.tap(off.id))
        } throws: { error in
            if case HostEventError.notApplicable(off.id, _) = error { true } else { false }
        }
        let toggle = try node(host) { $0.kind == .toggle }
        #expect {
            try host.graph.send(.select(toggle.id, "x"))
        } throws: { error in
            if case HostEventError.notApplicable(toggle.id, _) = error { true } else { false }
        }
        #expect(!host.graph.hasPendingWork)
    }
}
