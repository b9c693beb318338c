import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/kinds-and-attributes.md "Paints": what each style sends hosts, and the colour maths behind `Color`.

extension ShapeStyle where Self == Color {
    /// An app's own colour, declared as SwiftUI apps do.
    fileprivate static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
}

extension ShapeStyle where Self == LinearGradient {
    /// An app's own gradient, declared as SwiftUI apps do.
    fileprivate static var sunrise: LinearGradient {
        LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
    }
}

private struct Styled: View {
    var body: some View {
        VStack {
            Text("own colour").foregroundStyle(.darkBackground)
            Text("own gradient").background(.sunrise)
            Text("material").background(.ultraThinMaterial)
            Text("radial").foregroundStyle(
                .radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50))
            Text("tinted").tint(.mint)
            Text("bordered").border(.red, width: 2)
            LinearGradient(
                stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.75)], startPoint: .leading,
                endPoint: .trailing)
            Color.teal
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ColorAndGradientTests {
    private func attribute(_ host: HeadlessHost<Styled>, text: String, _ name: RenderAttribute) -> String? {
        host.graph.tree.allNodes.first { $0.text == text }?.attributes[name]
    }

    @Test func userExtensionsOfShapeStyleCompileAndPaint() {
        let host = HeadlessHost(Styled())
        #expect(attribute(host, text: "own colour", .foreground) == "#1a1a33")
        #expect(attribute(host, text: "own gradient", .background) == "linear(0.5 0 0.5 1|orange@0,pink@1)")
        #expect(attribute(host, text: "material", .background) == "material(ultraThin)")
        #expect(attribute(host, text: "radial", .foreground) == "radial(0.5 0.5 0 50|red@0,blue@1)")
        #expect(attribute(host, text: "tinted", .tint) == "mint")
        #expect(attribute(host, text: "bordered", .border) == "2 red")
    }

    @Test func gradientsAndColoursUsedAsViewsFillTheirSpace() {
        let host = HeadlessHost(Styled())
        let fills = host.graph.tree.allNodes.filter { $0.kind == .image }.compactMap { $0.attributes[.fill] }
        #expect(fills == ["linear(0 0.5 1 0.5|red@0,blue@0.75)", "teal"])
    }

    @Test func everyStyleHasAPaintTheHostCanRead() {
        func paint(_ style: some ShapeStyle) -> String? {
            let host = HeadlessHost(Text("x").background(style))
            return host.graph.tree.allNodes.first { $0.text == "x" }?.attributes[.background]
        }
        let paints: [String?] = [
            paint(Color.red), paint(.secondary), paint(.tint), paint(Color.accentColor),
            paint(Color.blue.opacity(0.5)), paint(Color(red: 1, green: 0, blue: 0, opacity: 0.5)),
            paint(Color.red.gradient), paint(AngularGradient(colors: [.red, .blue], center: .center)),
            paint(.angularGradient(colors: [.red], center: .top, startAngle: .degrees(90), endAngle: .degrees(180))),
            paint(.conicGradient(colors: [.red, .green], center: .center, angle: .degrees(45))),
            paint(EllipticalGradient(colors: [.white, .black])), paint(.ellipticalGradient(colors: [.red, .blue])),
            paint(Gradient(colors: [.red, .blue])), paint(AnyShapeStyle(Material.thick)), paint(.bar),
            paint(.linearGradient(Color.green.gradient, startPoint: .leading, endPoint: .trailing)),
        ]
        #expect(paints[4] == "blue/0.5")
        #expect(paints[5] == "#ff000080")
        #expect(paints[7] == "angular(0.5 0.5 0 360|red@0,blue@1)")
        #expect(paints[8] == "angular(0.5 0 90 180|red@0)")
        #expect(paints[9] == "angular(0.5 0.5 45 405|red@0,green@1)")
        #expect(paints[10] == "elliptical(0.5 0.5 0 0.5|white@0,black@1)")
        #expect(paints[13] == "material(thick)")
        #expect(paints[14] == "material(bar)")
        for value in paints {
            #expect(value.flatMap(Paint.parse) != nil, "\(value ?? "nil")")
        }
    }

    @Test func colourMathsMatchSwiftUIsComponents() {
        #expect(Color(red: 1, green: 0.5, blue: 0).name == "#ff8000")
        #expect(Color(white: 0.5).name == "#808080")
        #expect(Color(white: 1, opacity: 0.25).name == "#ffffff40")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).name == "#ff0000")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).name == "#00ff00")
        #expect(Color(hue: 2.0 / 3, saturation: 0.5, brightness: 0.5).name == "#404080")
        #expect(Color(.sRGBLinear, red: 0.5, green: 0.5, blue: 0.5).name == "#bcbcbc")
        // Display P3's pure red lies outside sRGB: the nearest sRGB red.
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).name == "#ff0000")
        #expect(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).name == "#808080")
        // Out of range and NaN components are clamped, never a crash.
        #expect(Color(red: 2, green: -1, blue: .nan).name == "#ff0000")
        #expect(Color(hue: .infinity, saturation: .nan, brightness: 1).name == "#ffffff")
        #expect(Color.red.opacity(0.5).opacity(0.5).name == "red/0.25")
        #expect(Color(red: 0, green: 0, blue: 1).opacity(0.5).name == "#0000ff80")
        #expect(Color.red.opacity(.nan).name == "red/0")
    }

    @Test func systemColoursHaveSwiftUIsLightAndDarkValues() throws {
        let red = try #require(SystemColors.pair("red"))
        #expect(red.light.hex == "#ff3b30")
        #expect(red.dark.hex == "#ff453a")
        for name in ["orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"] {
            let pair = try #require(SystemColors.pair(name), "\(name)")
            #expect(pair.light != pair.dark, "\(name)")
        }
        // Color.gradient: a lighter top, the colour itself at the bottom, light and dark.
        let gradient = Text("g").background(Color.red.gradient)
        let host = HeadlessHost(gradient)
        let paint = try #require(host.graph.tree.allNodes.first { $0.text == "g" }?.attributes[.background])
        #expect(paint == "linear(0.5 0 0.5 1|dynamic(#ff6259,#ff6158)@0,red@1)")
    }

    @Test func badNumbersPaintNothingRatherThanCrash() {
        let host = HeadlessHost(
            VStack {
                Text("a").background(
                    LinearGradient(colors: [.red], startPoint: UnitPoint(x: .nan, y: 0), endPoint: .bottom))
                Text("b").background(
                    RadialGradient(colors: [.red], center: .center, startRadius: -5, endRadius: .infinity))
                Text("c").background(
                    Gradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 7)]))
            })
        let paints = host.graph.tree.allNodes.compactMap { $0.attributes[.background] }
        #expect(Paint.parse(paints[0]) == nil)
        #expect(Paint.parse(paints[1]) == nil)
        #expect(paints[2] == "linear(0.5 0 0.5 1|red@0,blue@1)")
    }
}
