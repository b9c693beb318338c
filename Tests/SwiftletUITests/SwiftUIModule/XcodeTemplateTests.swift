@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftUI
@_spi(SwiftletHost) import SwiftletTesting
import Testing

// Xcode's new-project template, unchanged but for the names (a test target has no `@main`).

private struct TemplateContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

#Preview {
    TemplateContentView()
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    Text("Hello")
    Text("again")
}

#Preview("Model") {
    let name = "preview"
    return Text("Made by \(name)")
}

#Preview(traits: .sizeThatFitsLayout, .portrait) {
    Text("Traits only")
}

private struct TemplateApp: App {
    var body: some Scene {
        WindowGroup {
            TemplateContentView()
        }
    }
}

@MainActor
@Suite struct XcodeTemplateTests {
    static let file = "SwiftletUITests/XcodeTemplateTests.swift"

    @Test func templatePreviewsAreListedWithNameFileAndLine() throws {
        let previews = PreviewRegistry.previews(inFile: Self.file)
        #expect(previews.map(\.name) == [nil, "Greeting", "Model", nil])
        #expect(previews.map(\.line) == [19, 23, 28, 33])
        #expect(previews.first?.displayName == "XcodeTemplateTests.swift:19")
        #expect(PreviewRegistry.previews.contains(try #require(previews.first)))
        #expect(PreviewRegistry.preview(named: "Greeting")?.line == 23)
        #expect(PreviewRegistry.preview(named: "\(Self.file):28")?.name == "Model")
    }

    @Test func templatePreviewRendersInTheHeadlessHost() throws {
        let preview = try #require(PreviewRegistry.previews(inFile: Self.file).first)
        let host = HeadlessHost(preview.makeView())
        #expect(host.evaluations.count(of: TemplateContentView.self) == 1)
        #expect(host.snapshot().contains("Hello, world!"))
        let image = try #require(host.graph.tree.allNodes.first { $0.kind == .symbol })
        #expect(image.attributes[.systemName] == "globe")
        #expect(image.attributes[.imageScale] == "large")
        #expect(image.attributes[.foreground] == "tint")
        let stack = try #require(host.graph.tree.allNodes.first { $0.kind == .vstack })
        #expect(stack.attributes[.padding] == "16 16 16 16")
    }

    @Test func previewsWithSeveralViewsOrStatementsRender() throws {
        let greeting = try #require(PreviewRegistry.preview(named: "Greeting"))
        #expect(HeadlessHost(greeting.makeView()).snapshot().contains("again"))
        let model = try #require(PreviewRegistry.preview(named: "Model"))
        #expect(HeadlessHost(model.makeView()).snapshot().contains("Made by preview"))
    }

    @Test func templateAppServesTheContentView() throws {
        // `App.main()` (serving the app in the browser) comes from SwiftletWeb through `import SwiftUI`.
        let main: @MainActor () async -> Void = TemplateApp.main
        _ = main
        let window = try #require(TemplateApp().body.windows.first)
        #expect(window.makeGraph().tree.snapshot().contains("Hello, world!"))
    }

    @Test func imageScaleAndTintMapToTheWeb() {
        let element = DOMMapping.shell(
            id: NodeID(3), kind: .symbol, text: nil,
            attributes: [.systemName: "globe", .imageScale: "large", .foreground: "tint"])
        let html = HTMLRenderer.html(element)
        #expect(html.contains("data-image-scale=\"large\""))
        #expect(html.contains("color:var(--sw-accent)"))
    }
}

// The pre-`#Preview` style compiles unchanged and is not listed.
private struct TemplateContentView_Previews: PreviewProvider {
    static var previews: some View {
        TemplateContentView()
            .previewDisplayName("Template")
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15")
    }
}

@MainActor
@Suite struct PreviewProviderTests {
    @Test func previewProviderCompilesRendersAndIsNotListed() {
        let host = HeadlessHost(TemplateContentView_Previews.previews)
        #expect(host.snapshot().contains("Hello, world!"))
        #expect(!PreviewRegistry.previews.contains { $0.name == "Template" })
    }
}
