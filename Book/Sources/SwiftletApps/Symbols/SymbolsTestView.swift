import Foundation
import SwiftletImaging
@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_symbols.py` drives (`/apps/symbols` with `--test-apps`): symbols at
/// several scales and fonts, variants, rendering modes, an unknown name, and images and a colour
/// from an asset catalog.
struct SymbolsTestView: View {
    @State private var filled = false
    private let bundle = SymbolsTestCatalog.path.flatMap { Bundle(path: $0) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Image(systemName: "star.fill").accessibilityIdentifier("star")
                    Image(systemName: "heart").symbolVariant(.fill).accessibilityIdentifier("heart-variant")
                    Image(systemName: "heart").symbolVariant(.circle.fill).accessibilityIdentifier("heart-circle-fill")
                    Label("Settings", systemImage: "gearshape").accessibilityIdentifier("label")
                }
                HStack(alignment: .center) {
                    Image(systemName: "globe").imageScale(.small).accessibilityIdentifier("scale-small")
                    Image(systemName: "globe").imageScale(.medium).accessibilityIdentifier("scale-medium")
                    Image(systemName: "globe").imageScale(.large).accessibilityIdentifier("scale-large")
                }
                HStack {
                    Image(systemName: "bolt").accessibilityIdentifier("body-bolt")
                    Image(systemName: "bolt").font(.largeTitle).accessibilityIdentifier("large-title-bolt")
                    Image(systemName: "bolt").font(.system(size: 48)).accessibilityIdentifier("system-48-bolt")
                }
                HStack {
                    Image(systemName: "person.circle.fill").foregroundStyle(.white, .blue)
                        .accessibilityIdentifier("palette")
                    Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.green).accessibilityIdentifier("hierarchical")
                    Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor).accessibilityIdentifier(
                        "multicolor")
                }
                Image(systemName: "no.such.symbol").accessibilityIdentifier("unknown")
                Text("\(Image(systemName: "star.fill")) Favourites").accessibilityIdentifier("inline")
                Button {
                    filled.toggle()
                } label: {
                    Image(systemName: filled ? "heart.fill" : "heart")
                }
                .accessibilityIdentifier("toggle-heart")
                HStack {
                    Image("swatch", bundle: bundle).accessibilityIdentifier("swatch")
                    Image("broken", bundle: bundle).accessibilityIdentifier("broken")
                    Image("swatch", bundle: bundle).resizable().aspectRatio(contentMode: .fit)
                        .frame(width: 40, height: 40).accessibilityIdentifier("swatch-fit")
                }
                Text("Brand colour").foregroundStyle(Color("brand", bundle: bundle)).accessibilityIdentifier("brand")
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 36))]) {
                    ForEach(Self.gallery, id: \.self) { name in
                        Image(systemName: name).font(.title2).accessibilityIdentifier("gallery-" + name)
                    }
                }
                .accessibilityIdentifier("gallery")
            }
            .padding()
        }
    }

    /// A sample of the symbol set, to look at.
    static let gallery = [
        "plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "arrow.up", "arrow.clockwise",
        "star", "star.fill", "heart", "heart.fill", "globe", "gear", "gearshape.fill", "trash", "pencil", "folder",
        "doc.text", "person", "person.2.fill", "bell", "bell.slash", "magnifyingglass", "house.fill", "envelope",
        "calendar", "clock", "camera.fill", "photo", "cart", "bookmark.fill", "flag", "tag", "lock.fill", "key",
        "link", "paperplane.fill", "square.and.arrow.up", "ellipsis", "info.circle", "questionmark.circle.fill",
        "exclamationmark.triangle.fill", "sun.max", "moon.fill", "cloud.rain", "bolt.fill", "flame", "leaf.fill",
        "play.fill", "pause.fill", "stop.fill", "forward.fill", "backward.fill", "speaker.wave.2.fill",
        "mic.fill", "wifi", "battery.75", "list.bullet", "line.3.horizontal", "slider.horizontal.3",
        "square.grid.2x2", "1.circle", "2.circle.fill", "42.circle", "a.circle", "b.square.fill",
        "plus.circle.fill", "xmark.circle.fill", "checkmark.circle", "heart.slash", "eye.slash",
    ]
}

/// A small asset catalog the test page reads: `swatch.imageset` (a red 10 × 10 PNG at 1x, a blue
/// 20 × 20 one at 2x), `brand.colorset` (`#34a853`) and a malformed `broken.imageset`. Written once
/// per process into a temporary folder that stands for a resource bundle.
enum SymbolsTestCatalog {
    static let path: String? = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swiftlet-symbols-\(ProcessInfo.processInfo.processIdentifier).bundle", isDirectory: true)
        let catalog = root.appendingPathComponent("Assets.xcassets", isDirectory: true)
        let files: [(String, Data)] = [
            ("Contents.json", Data(#"{"info":{"author":"xcode","version":1}}"#.utf8)),
            (
                "swatch.imageset/Contents.json",
                Data(
                    #"{"images":[{"filename":"swatch.png","idiom":"universal","scale":"1x"},{"filename":"swatch@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
                        .utf8)
            ),
            (
                "swatch.imageset/swatch.png",
                Data(PNG.encode(Bitmap(width: 10, height: 10, filledWith: RGB(230, 30, 30))))
            ),
            (
                "swatch.imageset/swatch@2x.png",
                Data(PNG.encode(Bitmap(width: 20, height: 20, filledWith: RGB(30, 30, 230))))
            ),
            (
                "brand.colorset/Contents.json",
                Data(
                    #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x53","green":"0xA8","red":"0x34"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
                        .utf8)
            ),
            ("broken.imageset/Contents.json", Data("{ this is not json".utf8)),
        ]
        do {
            for (path, data) in files {
                let url = catalog.appendingPathComponent(path, isDirectory: false)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            return root.path
        } catch {
            return nil
        }
    }()
}
