import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private func symbols(_ node: RenderNode) -> [RenderNode] {
    (node.kind == .symbol ? [node] : []) + node.children.flatMap(symbols)
}

private struct Variants: View {
    var body: some View {
        VStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Image(systemName: "heart").symbolVariant(.circle.fill)
            Image(systemName: "heart.fill").symbolVariant(.fill)
            Image(systemName: "bell").symbolVariant(.slash)
            Image(systemName: "plus").symbolVariant(.slash)
            Image(systemName: "info.circle").symbolVariant(.fill)
            VStack {
                Image(systemName: "star").symbolVariant(.circle)
                Image(systemName: "star").symbolVariant(.none)
            }
            .symbolVariant(.fill)
            Image(systemName: "person")
        }
    }
}

/// Counts its body; its symbol's variant comes from above.
private struct StarRow: View {
    var body: some View { Image(systemName: "star") }
}

private struct VariantSwitch: View {
    @State private var filled = false
    var body: some View {
        VStack {
            StarRow().symbolVariant(filled ? .fill : .none)
            Button("fill") { filled = true }
        }
    }
}

private struct Unknowns: View {
    var body: some View {
        VStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "no.such.symbol")
            Image(systemName: "another.unknown")
            Label("Home", systemImage: "house")
        }
    }
}

@MainActor
@Suite struct SymbolTests {
    @Test func variantsResolveNamesAsSFSymbolsDoes() {
        let host = HeadlessHost(Variants())
        let names = symbols(host.graph.tree).map { $0.attributes[.systemName] ?? "" }
        #expect(
            names == [
                "heart.fill", "heart.circle.fill", "heart.fill", "bell.slash", "plus", "info.circle.fill",
                "star.circle.fill", "star", "person",
            ])
        #expect(symbols(host.graph.tree).allSatisfy { $0.attributes[.unknownSymbol] == nil })
        #expect(host.diagnostics.isEmpty)
    }

    @Test func aVariantSetAboveReDescribesTheSymbolWithoutRunningItsView() async throws {
        let host = HeadlessHost(VariantSwitch())
        #expect(symbols(host.graph.tree).first?.attributes[.systemName] == "star")
        try await host.tap("fill")
        #expect(symbols(host.graph.tree).first?.attributes[.systemName] == "star.fill")
        #expect(host.evaluations.count(of: StarRow.self) == 1)
        #expect(host.evaluations.count(of: VariantSwitch.self) == 2)
    }

    @Test func anUnknownNameIsMarkedAndReportedOncePerName() {
        let host = HeadlessHost(Unknowns())
        let found = symbols(host.graph.tree)
        #expect(found.count == 4)
        #expect(found.filter { $0.attributes[.unknownSymbol] == "true" }.count == 3)
        #expect(found.last?.attributes[.systemName] == "house" && found.last?.attributes[.unknownSymbol] == nil)
        let messages = host.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("no.such.symbol") })
        #expect(host.snapshot().contains("Image(no.such.symbol)"))
    }

    @Test func theCatalogDrawsTheCommonSymbolsAndTheirVariants() {
        #expect(SymbolCatalog.names.count >= 200)
        let required = [
            "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
            "arrow.left", "arrow.right", "arrow.up", "arrow.down", "star", "star.fill", "heart", "heart.fill", "globe",
            "gear", "gearshape", "gearshape.fill", "trash", "trash.fill", "pencil", "folder", "folder.fill", "doc",
            "person", "person.fill", "person.2", "person.2.fill", "bell", "bell.fill", "magnifyingglass", "house",
            "house.fill", "envelope", "calendar", "clock", "camera", "photo", "cart", "bookmark", "flag", "tag", "lock",
            "key", "link", "paperplane", "square.and.arrow.up", "ellipsis", "info.circle", "info.circle.fill",
            "questionmark", "questionmark.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill",
            "sun.max", "moon", "cloud", "bolt", "flame", "leaf", "play", "play.fill", "pause", "stop", "forward",
            "backward", "speaker", "mic", "wifi", "battery.100", "list.bullet", "line.3.horizontal",
            "slider.horizontal.3", "square.grid.2x2", "0.circle", "50.circle", "50.circle.fill", "7.square.fill",
            "a.circle", "z.square", "plus.circle.fill", "xmark.circle.fill", "checkmark.circle", "heart.slash",
            "eye.slash.fill", "globe.americas", "clock.arrow.circlepath", "xmark.octagon.fill", "sparkle",
        ]
        #expect(required.filter { !SymbolCatalog.contains($0) } == [])
        // Containers put the glyph in a knockout layer over a secondary-layer disc.
        let filled = SymbolCatalog.drawing(named: "checkmark.circle.fill")
        #expect(filled?.shapes.first?.layer == .secondary && filled?.shapes.first?.filled == true)
        #expect(filled?.shapes.dropFirst().allSatisfy { $0.layer == .knockout && $0.scale < 1 } == true)
        #expect(!SymbolCatalog.contains("51.circle") && !SymbolCatalog.contains("7"))
    }

    @Test func imageModifiersSetTheirAttributes() throws {
        let host = HeadlessHost(
            VStack {
                Image(systemName: "star").renderingMode(.original).antialiased(false)
                Image(systemName: "globe").symbolRenderingMode(.palette).resizable(
                    capInsets: EdgeInsets(top: 4, leading: 2, bottom: 4, trailing: 2), resizingMode: .tile)
                Image(systemName: "bolt").symbolRenderingMode(.hierarchical).aspectRatio(2, contentMode: .fit)
                Image(systemName: "leaf").symbolEffect(.pulse, isActive: true)
                Image(systemName: "leaf").symbolEffect(.bounce, value: 3)
            })
        let found = symbols(host.graph.tree)
        #expect(found[0].attributes[.symbolRenderingMode] == "multicolor")
        #expect(found[0].attributes[.antialiased] == "false")
        #expect(found[1].attributes[.symbolRenderingMode] == "palette")
        #expect(found[1].attributes[.capInsets] == "4 2 4 2" && found[1].attributes[.resizingMode] == "tile")
        #expect(found[2].attributes[.aspectRatio] == "2" && found[2].attributes[.contentMode] == "fit")
        #expect(found[3].attributes[.symbolEffect] == "pulse")
        #expect(found[4].attributes[.symbolEffect] == nil)
    }

    @Test func symbolsFlowInsideText() throws {
        let host = HeadlessHost(
            VStack {
                Text("\(Image(systemName: "star.fill")) **Favourites**")
                Text(Image(systemName: "heart")) + Text(" Love").bold()
            })
        let texts = host.graph.tree.allNodes.filter { $0.kind == .text }
        let first = try #require(texts.first?.attributes[.runs].flatMap(TextRun.decode))
        #expect(first.map(\.symbol) == ["star.fill", nil, nil])
        #expect(first.map(\.text) == ["", " ", "Favourites"])
        #expect(first[2].bold)
        #expect(texts.first?.text == " Favourites")
        let second = try #require(texts.last?.attributes[.runs].flatMap(TextRun.decode))
        #expect(second.map(\.symbol) == ["heart", nil])
        #expect(second.last?.text == " Love")
    }

    @Test func theVariantOperatorsComposeAndCompare() {
        #expect(SymbolVariants.circle.fill == SymbolVariants.fill.circle)
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.resolve("heart") == "heart")
        #expect(SymbolVariants.square.fill.resolve("7") == "7.square.fill")
        #expect(SymbolVariants.fill.resolve("no.such") == "no.such")
    }
}
