import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

private struct AssetPage: View {
    let bundle: Bundle?
    var body: some View {
        VStack {
            Image("photo", bundle: bundle)
            Image(systemName: "star.fill")
        }
    }
}

@Suite struct SymbolsDOMTests {
    @Test func aSymbolIsAnSVGUsingTheSpriteAndAnUnknownOneThePlaceholder() {
        let star = DOMMapping.shell(id: NodeID(4), kind: .symbol, text: nil, attributes: [.systemName: "star.fill"])
        let html = HTMLRenderer.html(star)
        #expect(
            html
                == #"<svg id="n4" class="sw-symbol" viewBox="0 0 24 24" role="img" aria-label="star"><use id="n4u" href="/web/symbols.svg?v=\#(SymbolSprite.version)#star.fill"></use></svg>"#
        )
        let unknown = HTMLRenderer.html(
            DOMMapping.shell(
                id: NodeID(5), kind: .symbol, text: nil,
                attributes: [.systemName: "no\"pe<script>", .unknownSymbol: "true"]))
        #expect(unknown.contains("#swiftlet.unknown\""))
        #expect(unknown.contains("data-unknown-symbol=\"true\""))
        #expect(unknown.contains("aria-label=\"no&quot;pe&lt;script&gt;\""))
        let decorative = HTMLRenderer.html(
            DOMMapping.shell(
                id: NodeID(6), kind: .symbol, text: nil, attributes: [.systemName: "star", .decorative: "true"]))
        #expect(decorative.contains("aria-hidden=\"true\"") && !decorative.contains("role=\"img\""))
        let labelled = DOMMapping.shell(
            id: NodeID(7), kind: .symbol, text: nil, attributes: [.systemName: "star", .label: "Favourite"])
        #expect(labelled.attributes.filter { $0.name == "aria-label" }.map(\.value) == ["Favourite"])
        let filling = DOMMapping.shell(
            id: NodeID(8), kind: .symbol, text: nil,
            attributes: [.systemName: "star", .resizable: "true", .contentMode: "fill"])
        #expect(filling.attribute("preserveAspectRatio") == "xMidYMid slice")
        #expect(filling.attribute("data-resizable") == "true")
    }

    @Test func aChangedSymbolNameIsOneAttributeChangeOfItsUseElement() throws {
        var shadow = ShadowTree(
            RenderNode(
                id: NodeID(0), kind: .root,
                children: [RenderNode(id: NodeID(1), kind: .symbol, attributes: [.systemName: "heart"])]))
        let changes = try shadow.apply([.setAttribute(NodeID(1), name: .systemName, value: "heart.circle")])
        let href = "/web/symbols.svg?v=\(SymbolSprite.version)#heart.circle"
        #expect(changes.contains(.setAttribute(target: "n1u", name: "href", value: href)))
        #expect(changes.contains(.setAttribute(target: "n1", name: "aria-label", value: "heart circle")))
        #expect(changes.count == 2)
    }

    @Test func symbolStylesAreValidatedCustomPropertiesAndSizes() {
        let palette = DOMMapping.shell(
            id: NodeID(2), kind: .hstack, text: nil,
            attributes: [.foreground: "white", .foreground2: "blue", .foreground3: "url(x)"])
        let style = palette.attribute("style") ?? ""
        let blue = StyleAttributes.color("blue") ?? "?"
        #expect(style.contains("--sw-fg2:\(blue)") && style.contains("--sw-sym-k:currentColor"))
        #expect(!style.contains("url("))
        let sized = DOMMapping.shell(
            id: NodeID(3), kind: .symbol, text: nil, attributes: [.systemName: "bolt", .font: "system:48-bold"])
        #expect(sized.attribute("style") == "font-size:48px")
        #expect(sized.attribute("data-font") == "system:48-bold")
        let bad = DOMMapping.shell(
            id: NodeID(4), kind: .image, text: nil, attributes: [.font: "system:1e9", .aspectRatio: "nan"])
        #expect(bad.attribute("style") == nil)
        let ratio = DOMMapping.shell(
            id: NodeID(5), kind: .image, text: nil, attributes: [.aspectRatio: "1.5", .contentMode: "fit"])
        #expect(ratio.attribute("style") == "aspect-ratio:1.5" && ratio.attribute("data-content-mode") == "fit")
    }

    @Test func assetImagesGetASourceForEachScale() {
        let photo = DOMMapping.shell(
            id: NodeID(8), kind: .image, text: nil,
            attributes: [.name: "My Photo/é", .asset: "0123456789abcdef", .assetScales: "1 2 3"])
        let base = "/web/asset/0123456789abcdef"
        #expect(photo.attribute("src") == "\(base)/1/My%20Photo%2F%C3%A9")
        #expect(
            photo.attribute("srcset")
                == "\(base)/1/My%20Photo%2F%C3%A9 1x, \(base)/2/My%20Photo%2F%C3%A9 2x, \(base)/3/My%20Photo%2F%C3%A9 3x"
        )
        #expect(photo.attribute("alt") == "My Photo/é")
        let forged = DOMMapping.shell(
            id: NodeID(9), kind: .image, text: nil, attributes: [.name: "x", .asset: "../../etc", .assetScales: "1"])
        #expect(forged.attribute("src") == nil)
        let missing = DOMMapping.shell(
            id: NodeID(10), kind: .image, text: nil, attributes: [.name: "gone", .missingAsset: "true"])
        #expect(missing.attribute("data-missing-asset") == "true" && missing.attribute("alt") == "gone")
        let template = DOMMapping.shell(
            id: NodeID(11), kind: .image, text: nil,
            attributes: [
                .name: "icon", .asset: "0123456789abcdef", .assetScales: "2", .renderingMode: "template",
                .capInsets: "4 2 4 2", .resizingMode: "tile",
            ])
        let style = template.attribute("style") ?? ""
        #expect(style.contains("mask-image:url(\"\(base)/2/icon\")"))
        #expect(style.contains("border-image:url(\"\(base)/2/icon\") 4 2 4 2 fill / 4px 2px 4px 2px round"))
        #expect(template.attribute("srcset") == "\(base)/2/icon 2x")
        let decorative = DOMMapping.shell(
            id: NodeID(12), kind: .image, text: nil, attributes: [.name: "x", .decorative: "true"])
        #expect(decorative.attribute("alt") == "" && decorative.attribute("aria-hidden") == "true")
    }

    @Test func aSymbolInATextIsARunNamingItsDrawing() throws {
        let runs = TextRun.encode([
            TextRun(text: "", symbol: "star.fill"), TextRun(text: " Favourites"), TextRun(text: "", symbol: "nope"),
        ])
        let value = try #require(RichTextRuns.attribute(for: runs))
        #expect(value.contains(#""y":"\/web\/symbols.svg?v=\#(SymbolSprite.version)#star.fill","yn":"star.fill""#))
        #expect(value.contains("#swiftlet.unknown"))
    }

    @Test func theSpriteHoldsEverySymbolAndThePlaceholder() {
        let sprite = SymbolSprite.document
        #expect(sprite.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\">"))
        #expect(sprite.components(separatedBy: "<symbol ").count - 1 == SymbolCatalog.names.count + 1)
        #expect(sprite.contains("<symbol id=\"star.fill\" viewBox=\"0 0 24 24\""))
        #expect(sprite.contains("<symbol id=\"swiftlet.unknown\""))
        #expect(!sprite.contains("<script"))
    }

    @Test func theSpriteAndAssetFilesAreServedAndNothingElse() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swiftlet-web-assets-\(UUID().uuidString)", isDirectory: true)
        let set = root.appendingPathComponent("Assets.xcassets/photo.imageset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(
            #"{"images":[{"filename":"p.png","scale":"1x"},{"filename":"p@2x.png","scale":"2x"}]}"#.utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1]).write(to: set.appendingPathComponent("p.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 2]).write(to: set.appendingPathComponent("p@2x.png"))
        try Data("secret".utf8).write(to: set.appendingPathComponent("other.txt"))
        // A namespaced set: its name holds a slash, percent-encoded in the URL.
        let group = root.appendingPathComponent("Assets.xcassets/Icons", isDirectory: true)
        let badge = group.appendingPathComponent("my badge.imageset", isDirectory: true)
        try FileManager.default.createDirectory(at: badge, withIntermediateDirectories: true)
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(
            to: group.appendingPathComponent("Contents.json"))
        try Data(#"{"images":[{"filename":"b.png","scale":"1x"}]}"#.utf8).write(
            to: badge.appendingPathComponent("Contents.json"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 3]).write(to: badge.appendingPathComponent("b.png"))
        let bundle = Bundle(path: root.path)
        let host = WebHost(apps: [
            WebApp(name: "assets", title: "Assets", summary: "One asset.") { AssetPage(bundle: bundle) }
        ])
        let router = Router(context: BasicWebSocketRequestContext.self)
        host.register(on: router)
        let app = Application(router: router)
        try await app.test(.router) { client in
            let html = try await client.execute(uri: "/apps/assets", method: .get) { String(buffer: $0.body) }
            let src = try #require(html.components(separatedBy: "src=\"").dropFirst().first?.prefix { $0 != "\"" })
            #expect(src.hasPrefix("/web/asset/") && src.hasSuffix("/1/photo"))
            #expect(html.contains("#star.fill"))
            try await client.execute(uri: String(src), method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(Data(buffer: response.body).last == 1)
            }
            let namespaced = src.replacingOccurrences(of: "/1/photo", with: "/1/Icons%2Fmy%20badge")
            try await client.execute(uri: namespaced, method: .get) { response in
                #expect(response.status == .ok)
                #expect(Data(buffer: response.body).last == 3)
            }
            let twice = src.replacingOccurrences(of: "/1/photo", with: "/2/photo")
            try await client.execute(uri: twice, method: .get) { response in
                #expect(Data(buffer: response.body).last == 2)
            }
            for path in [
                src.replacingOccurrences(of: "/1/photo", with: "/3/photo"),
                src.replacingOccurrences(of: "/1/photo", with: "/1/other.txt"),
                src.replacingOccurrences(of: "/1/photo", with: "/1/..%2F..%2FContents.json"),
                "/web/asset/0000000000000000/1/photo",
            ] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                }
            }
            try await client.execute(uri: "/web/symbols.svg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
                #expect(String(buffer: response.body).contains("<symbol id=\"heart.fill\""))
            }
        }
    }
}
