import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

/// Writes `files` (path → contents) under a new temporary folder and returns it.
private func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "swiftlet-assets-\(UUID().uuidString)", isDirectory: true)
    for (path, contents) in files {
        let url = root.appendingPathComponent(path, isDirectory: false)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    return root
}

private let imageSet =
    #"{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"},{"filename":"a@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"version":1}}"#

private func colorSet(_ entries: String) -> String { #"{"colors":["# + entries + #"],"info":{"version":1}}"# }

private func color(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000", dark: Bool = false)
    -> String
{
    let appearance = dark ? #","appearances":[{"appearance":"luminosity","value":"dark"}]"# : ""
    return
        #"{"color":{"color-space":"srgb","components":{"alpha":"\#(alpha)","blue":"\#(blue)","green":"\#(green)","red":"\#(red)"}},"idiom":"universal"\#(appearance)}"#
}

@MainActor
@Suite struct AssetCatalogTests {
    @Test func imageSetsListTheirScalesAndColourSetsTheirPaints() throws {
        let root = try folder([
            "Assets.xcassets/Contents.json": #"{"info":{"version":1}}"#,
            "Assets.xcassets/photo.imageset/Contents.json": imageSet,
            "Assets.xcassets/photo.imageset/a.png": "one",
            "Assets.xcassets/photo.imageset/a@2x.png": "two",
            "Assets.xcassets/Icons/Contents.json": #"{"properties":{"provides-namespace":true}}"#,
            "Assets.xcassets/Icons/badge.imageset/Contents.json": imageSet,
            "Assets.xcassets/Icons/badge.imageset/a.png": "one",
            "Assets.xcassets/Plain/flat.imageset/Contents.json": imageSet,
            "Assets.xcassets/Plain/flat.imageset/a@2x.png": "two",
            "Assets.xcassets/brand.colorset/Contents.json": colorSet(color("0x34", "0xA8", "0x53")),
            "Assets.xcassets/night.colorset/Contents.json": colorSet(
                color("1.000", "1.000", "1.000") + "," + color("0", "0", "0", dark: true)),
            "Assets.xcassets/glass.colorset/Contents.json": colorSet(color("255", "128", "0", alpha: "0.500")),
        ])
        let catalog = AssetCatalog(directory: root.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.images["photo"]?.scales == [1, 2])
        #expect(catalog.images["photo"]?.url(scale: 2)?.lastPathComponent == "a@2x.png")
        #expect(catalog.images["Icons/badge"]?.scales == [1])
        #expect(catalog.images["flat"]?.scales == [2])
        #expect(catalog.colors["brand"]?.paint == "#34a853")
        #expect(catalog.colors["night"]?.paint == "dynamic(#ffffff,#000000)")
        #expect(catalog.colors["glass"]?.paint == "#ff800080")
        #expect(catalog.problems.isEmpty)
    }

    @Test func aMalformedCatalogRecordsProblemsAndCrashesNothing() throws {
        let root = try folder([
            "Assets.xcassets/bad.imageset/Contents.json": "{ not json",
            "Assets.xcassets/gone.imageset/Contents.json": imageSet,
            "Assets.xcassets/escape.imageset/Contents.json":
                #"{"images":[{"filename":"../../secret.png","scale":"1x"},{"filename":7,"scale":"2x"}]}"#,
            "Assets.xcassets/empty.colorset/Contents.json": #"{"colors":[{"color":{"components":{"red":"x"}}}]}"#,
            "Assets.xcassets/odd.colorset/Contents.json": "[1, 2, 3]",
        ])
        let catalog = AssetCatalog(directory: root.appendingPathComponent("Assets.xcassets"))
        #expect(catalog.images.isEmpty && catalog.colors.isEmpty)
        #expect(Set(catalog.problems.keys) == ["bad", "gone", "escape", "empty", "odd"])
        #expect(AssetCatalog(directory: root.appendingPathComponent("Nowhere.xcassets")).images.isEmpty)
    }

    @Test func imagesAndColoursOfABundleAreFoundAndMissingOnesShowAPlaceholderReportedOnce() throws {
        let root = try folder([
            "Assets.xcassets/photo.imageset/Contents.json": imageSet,
            "Assets.xcassets/photo.imageset/a.png": "one",
            "Assets.xcassets/photo.imageset/a@2x.png": "two",
            "Assets.xcassets/broken.imageset/Contents.json": "{",
            "Assets.xcassets/brand.colorset/Contents.json": colorSet(color("0x34", "0xA8", "0x53")),
        ])
        let bundle = try #require(Bundle(path: root.path))
        let host = HeadlessHost(
            VStack {
                Image("photo", bundle: bundle)
                Image("broken", bundle: bundle)
                Image("broken", bundle: bundle)
                Image(decorative: "missing", bundle: bundle)
                Image("photo", bundle: bundle, label: Text("A photo"))
                Text("brand").foregroundStyle(Color("brand", bundle: bundle))
                Color("nothing", bundle: bundle)
            })
        let images = host.graph.tree.allNodes.filter { $0.kind == .image }
        #expect(images[0].attributes[.assetScales] == "1 2")
        #expect(images[0].attributes[.asset].flatMap(AssetCatalogs.catalog(id:))?.images["photo"] != nil)
        #expect(images[1].attributes[.missingAsset] == "true" && images[1].attributes[.asset] == nil)
        #expect(images[3].attributes[.decorative] == "true" && images[3].attributes[.missingAsset] == "true")
        #expect(images[4].attributes[.label] == "A photo")
        #expect(images[5].attributes[.fill] == "clear")
        let text = try #require(host.graph.tree.allNodes.first { $0.text == "brand" })
        #expect(text.attributes[.foreground] == "#34a853")
        let messages = host.diagnostics.map(\.message)
        #expect(messages.filter { $0.contains("broken") }.count == 1)
        #expect(messages.contains { $0.contains("broken.imageset/Contents.json") })
        #expect(messages.count == 2)
    }
}
