import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The paint grammar and its CSS: what a browser paints for each style, and what it refuses.
@Suite struct PaintCSSTests {
    @Test func systemColoursPaintTheirIOSValuesForLightAndDark() {
        #expect(StyleAttributes.color("red") == "light-dark(#ff3b30, #ff453a)")
        #expect(StyleAttributes.color("blue") == "light-dark(#007aff, #0a84ff)")
        #expect(StyleAttributes.color("black") == "#000000")
        #expect(StyleAttributes.color("clear") == "transparent")
        #expect(StyleAttributes.color("secondary") == "var(--sw-secondary)")
        #expect(StyleAttributes.color("tint") == "var(--sw-accent)")
        #expect(StyleAttributes.color("red/0.5") == "color-mix(in srgb, light-dark(#ff3b30, #ff453a) 50%, transparent)")
    }

    @Test func hexColoursAndLightDarkPairsKeepTheirAlpha() {
        #expect(StyleAttributes.color("#ff000080") == "#ff000080")
        #expect(StyleAttributes.color("#f00") == "#ff0000")
        #expect(StyleAttributes.color("dynamic(#ffffff,#000000cc)") == "light-dark(#ffffff, #000000cc)")
    }

    @Test func aLinearGradientRunsBetweenItsUnitPoints() {
        #expect(
            StyleAttributes.paint("linear(0.5 0 0.5 1|red@0,#0000ff@1)")
                == "linear-gradient(180deg, light-dark(#ff3b30, #ff453a) 0%, #0000ff 100%)")
        #expect(
            StyleAttributes.paint("linear(0 0.5 1 0.5|#000@0,#fff@0.5,#000@1)")
                == "linear-gradient(90deg, #000000 0%, #ffffff 50%, #000000 100%)")
        // From the centre to the bottom: the first half of the box is the first colour.
        #expect(
            StyleAttributes.paint("linear(0.5 0.5 0.5 1|#000@0,#fff@1)")
                == "linear-gradient(180deg, #000000 50%, #ffffff 100%)")
    }

    @Test func radialAngularAndEllipticalGradientsMapToTheirCSSFunctions() {
        #expect(
            StyleAttributes.paint("radial(0.5 0.5 0 100|#000@0,#fff@1)")
                == "radial-gradient(circle 100px at 50% 50%, #000000 0px, #ffffff 100px)")
        #expect(
            StyleAttributes.paint("angular(0.5 0.5 0 0|#000@0,#fff@1)")
                == "conic-gradient(from 90deg at 50% 50%, #000000 0deg, #ffffff 360deg)")
        #expect(
            StyleAttributes.paint("elliptical(0.5 0.5 0 0.5|#000@0,#fff@1)")
                == "radial-gradient(100% 100% at 50% 50%, #000000 0%, #ffffff 50%)")
        #expect(
            StyleAttributes.paint("linear(0 0 1 1|dynamic(#000,#fff)@0,red@1)")?.hasPrefix(
                "linear-gradient(135deg, light-dark(#000000, #ffffff) 0%") == true)
    }

    @Test func aMaterialBlursWhatLiesBehindTheBackground() {
        let css = HTMLRenderer.html(
            DOMMapping.element(
                for: RenderNode(id: NodeID(3), kind: .vstack, attributes: [.background: "material(thin)"])))
        #expect(css.contains("backdrop-filter:blur(12px) saturate(180%)"))
        #expect(css.contains("background:light-dark(rgba(246, 246, 246, 0.5), rgba(30, 30, 30, 0.5))"))
    }

    @Test func aColourOrGradientUsedAsAViewIsABoxPaintedWithIt() {
        let html = HTMLRenderer.html(
            DOMMapping.element(
                for: RenderNode(id: NodeID(5), kind: .image, attributes: [.fill: "linear(0 0 1 0|red@0,blue@1)"])))
        #expect(html.hasPrefix("<div id=\"n5\" class=\"sw-image sw-color\""))
        #expect(html.contains("background:linear-gradient(90deg,"))
        #expect(!html.contains("<img"))
    }

    @Test func aGradientForegroundFillsTheTextOverItsBackground() {
        let plain = StyleAttributes([.foreground: "linear(0 0 1 0|red@0,blue@1)"]).css ?? ""
        #expect(plain.contains("background-clip:text"))
        #expect(plain.contains("color:transparent"))
        let layered = StyleAttributes([.foreground: "linear(0 0 1 0|red@0,blue@1)", .background: "#000"]).css ?? ""
        #expect(layered.contains("background-clip:text, border-box"))
        #expect(layered.contains("linear-gradient(#000000, #000000)"))
    }

    @Test func anythingOutsideTheGrammarIsDropped() {
        let attempts = [
            "red;position:fixed", "url(javascript:alert(1))", "#12345", "#gggggg", "linear(0 0 1 1|red@0,blue@2)",
            "linear(0 0 1|red@0)", "linear(nan 0 1 1|red@0)", "linear(0 0 1 1|)", "radial(0.5 0.5 -1 10|red@0)",
            "material(glass)", "dynamic(red,blue)", "dynamic(#fff,#000);x", "red/2", "expression(alert(1))",
            "linear(0 0 1 1|red@0,url(x)@1)", "linear(0 0 1 1|red@0))", "radial(0.5 0.5 0 inf|red@0)",
        ]
        for attempt in attempts {
            #expect(StyleAttributes.paint(attempt) == nil, "\(attempt)")
            #expect(StyleAttributes([.background: attempt, .foreground: attempt]).css == nil, "\(attempt)")
        }
    }
}

/// Paints as SVG fills and strokes (for shapes).
@Suite struct SVGPaintTests {
    @Test func aColourIsACSSValueAndAGradientAReferencedElement() throws {
        #expect(StyleAttributes.svgPaint("red", id: "g")?.value == "light-dark(#ff3b30, #ff453a)")
        #expect(StyleAttributes.svgPaint("red", id: "g")?.definition == nil)
        let linear = try #require(StyleAttributes.svgPaint("linear(0 0 1 1|red@0,#00f@1)", id: "n4f"))
        #expect(linear.value == "url(#n4f)")
        let html = HTMLRenderer.html(try #require(linear.definition))
        #expect(html.contains("<linearGradient id=\"n4f\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"))
        #expect(html.contains("<stop id=\"n4f1\" offset=\"1\" style=\"stop-color:#0000ff\">"))
    }

    @Test func radialGradientsUsePointsWhenTheSizeIsKnown() throws {
        let paint = try #require(
            StyleAttributes.svgPaint(
                "radial(0.5 0.5 10 50|red@0,blue@1)", id: "r", size: CGSize(width: 100, height: 80)))
        let element = try #require(paint.definition)
        #expect(element.attribute("gradientUnits") == "userSpaceOnUse")
        #expect(element.attribute("cx") == "50")
        #expect(element.attribute("cy") == "40")
        #expect(element.attribute("r") == "50")
        #expect(element.children.first?.attribute("offset") == "0.2")
        let elliptical = try #require(StyleAttributes.svgPaint("elliptical(0.5 0.5 0 0.5|red@0,blue@1)", id: "e"))
        #expect(elliptical.definition?.children.last?.attribute("offset") == "0.5")
        #expect(StyleAttributes.svgPaint("angular(0.5 0.5 0 0|red@0,blue@1)", id: "a")?.definition == nil)
        #expect(StyleAttributes.svgPaint("url(x)", id: "a") == nil)
    }
}
