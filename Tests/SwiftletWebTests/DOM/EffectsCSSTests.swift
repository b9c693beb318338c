@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Effects, tint, border and colour scheme as the browser receives them.
@Suite struct EffectsCSSTests {
    private func css(_ attributes: [RenderAttribute: String]) -> String { StyleAttributes(attributes).css ?? "" }

    @Test func severalFiltersOnOneViewAllApply() {
        let style = css([
            .blur: "3", .brightness: "0.2", .contrast: "1.5", .saturation: "0", .grayscale: "1",
            .hueRotation: "90", .colorInvert: "true", .shadow: "4 1 2 #00000054",
        ])
        #expect(
            style.contains(
                "filter:blur(3px) brightness(1.2) contrast(1.5) saturate(0) grayscale(1) hue-rotate(90deg) invert(1) drop-shadow(1px 2px 4px #00000054)"
            ))
    }

    @Test func rotationAndScaleUseTheIndividualTransformProperties() {
        let style = css([.rotationEffect: "45 0 0", .scaleEffect: "2 0.5 0.5 1"])
        #expect(style.contains("rotate:45deg"))
        #expect(style.contains("scale:2 0.5"))
        // The rotation's anchor wins when both have one.
        #expect(style.contains("transform-origin:0% 0%"))
        #expect(!style.contains("transform:"))
        let turned = css([.rotation3DEffect: "30 0 1 0 0.5 0.5 0 1"])
        #expect(turned.contains("transform:perspective(500px) rotate3d(0, 1, 0, 30deg)"))
        #expect(turned.contains("transform-origin:50% 50%"))
    }

    @Test func blendTintBorderClipAndGroupMapToTheirCSS() {
        let style = css([
            .blendMode: "colorDodge", .tint: "red", .border: "2 #00ff00", .clipped: "true",
            .compositingGroup: "true",
            .colorMultiply: "blue",
        ])
        #expect(style.contains("mix-blend-mode:color-dodge"))
        #expect(style.contains("--sw-accent:light-dark(#ff3b30, #ff453a);accent-color:light-dark(#ff3b30, #ff453a)"))
        #expect(style.contains("box-shadow:inset 0 0 0 2px #00ff00"))
        #expect(style.contains("overflow:clip"))
        #expect(style.contains("isolation:isolate"))
        #expect(style.contains("--sw-multiply:light-dark(#007aff, #0a84ff)"))
        #expect(css([.border: "3 linear(0 0 1 0|red@0,blue@1)"]).contains("border-image:linear-gradient("))
        #expect(css([.blendMode: "sourceAtop"]).isEmpty)
    }

    @Test func theSchemeTravelsAsDataAttributesTheStylesheetReads() {
        let html = HTMLRenderer.html(
            DOMMapping.element(
                for: RenderNode(id: NodeID(4), kind: .vstack, attributes: [.preferredColorScheme: "dark"])))
        #expect(html.contains("data-preferred-color-scheme=\"dark\""))
    }

    @Test func malformedEffectValuesWriteNothing() {
        let attempts: [[RenderAttribute: String]] = [
            [.blur: "nan"], [.blur: "-3"], [.brightness: "1;color:red"], [.hueRotation: "inf"],
            [.shadow: "4 1 2 red;x:y"], [.shadow: "-4 1 2 red"], [.shadow: "4 1 red"], [.rotationEffect: "45 0"],
            [.scaleEffect: "nan 1 0.5 0.5"], [.rotation3DEffect: "30 0 0 0 0.5 0.5 0 1"], [.tint: "url(x)"],
            [.border: "2 red;position:fixed"], [.border: "-1 red"], [.blendMode: "multiply;x"],
            [.colorMultiply: "expression(1)"], [.clipped: "yes"],
        ]
        for attempt in attempts { #expect(StyleAttributes(attempt).css == nil, "\(attempt)") }
    }

    @Test func theColorSchemeMessageIsValidated() throws {
        #expect(try ClientMessage.decode(#"{"ev":"colorScheme","value":"dark"}"#) == .colorScheme(.dark))
        #expect(try ClientMessage.decode(#"{"ev":"colorScheme","value":"light"}"#) == .colorScheme(.light))
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"colorScheme","value":"sepia"}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"ev":"colorScheme"}"#) }
    }
}
