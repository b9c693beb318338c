import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Shapes as inline SVG, clip shapes as CSS, and the size messages the browser sends.
@Suite struct ShapesDOMTests {
    private func shapeHTML(_ attributes: [RenderAttribute: String]) -> String {
        HTMLRenderer.html(DOMMapping.element(for: RenderNode(id: NodeID(5), kind: .shape, attributes: attributes)))
    }

    @Test func aFilledShapeIsAnSVGPathPaintedWithItsColour() {
        let html = shapeHTML([.measure: "true", .path: "M 50 0 L 100 80 L 0 80 Z", .shapeFill: "#ff0000"])
        #expect(html.hasPrefix(#"<svg id="n5" class="sw-shape" aria-hidden="true" data-measure="true">"#))
        #expect(
            html.contains(#"<path id="n5p" class="sw-shape-fill" d="M 50 0 L 100 80 L 0 80 Z" style="fill:#ff0000">"#))
        #expect(html.contains(#"<path id="n5k" class="sw-shape-stroke" fill="none"></path>"#))
        // The foreground style is the element's colour.
        #expect(shapeHTML([.path: "M 0 0 L 1 1", .shapeFill: "foreground"]).contains("fill:currentColor"))
    }

    @Test func aTrimmedStrokeIsADashOfTheWholeOutline() {
        let html = shapeHTML([
            .path: "M 1 2 L 3 4", .strokePath: "M 0 0 L 9 9", .shapeStroke: "#0000ff", .lineWidth: "8",
            .lineCap: "round", .trim: "0.25 1",
        ])
        #expect(
            html.contains(
                #"d="M 0 0 L 9 9" stroke-width="8" stroke-linecap="round" pathLength="1" stroke-dasharray="0.75 1" stroke-dashoffset="-0.25" style="stroke:#0000ff""#
            ))
        let dashed = shapeHTML([.path: "M 0 0 L 9 9", .shapeStroke: "black", .dash: "5 3", .dashPhase: "2"])
        #expect(dashed.contains(#"stroke-dasharray="5 3" stroke-dashoffset="2""#))
    }

    @Test func aGradientFillIsTheBackgroundClippedToThePath() {
        let html = shapeHTML([.path: "M 0 0 L 10 0 L 5 8 Z", .shapeFill: "linear(0.5 0 0.5 1|red@0,blue@1)"])
        #expect(html.contains("linear-gradient("))
        #expect(html.contains("clip-path:path(&#39;M 0 0 L 10 0 L 5 8 Z&#39;)"))
        #expect(html.contains(#"<path id="n5p" class="sw-shape-fill" fill="none">"#))
    }

    @Test func unsafeValuesAreDropped() {
        let html = shapeHTML([
            .path: "M 0 0\" onload=\"x", .shapeFill: "red;background:url(x)", .shapeStroke: "blue",
            .lineWidth: "1e9", .dash: "1 -2", .trim: "0.5 2",
        ])
        #expect(!html.contains("onload"))
        #expect(!html.contains("url("))
        #expect(!html.contains("stroke-dasharray"))
        #expect(!html.contains(" d="))
    }

    @Test func clipShapesBecomeCSSClipPaths() {
        func style(_ attributes: [RenderAttribute: String]) -> String {
            HTMLRenderer.html(
                DOMMapping.element(for: RenderNode(id: NodeID(3), kind: .text, text: "x", attributes: attributes)))
        }
        #expect(style([.clipShape: "circle"]).contains("clip-path:circle(closest-side)"))
        #expect(style([.clipShape: "roundedRectangle:8"]).contains("clip-path:inset(0 round 8px)"))
        #expect(
            style([.clipShape: "unevenRoundedRectangle:1:2:3:4"]).contains("clip-path:inset(0 round 1px 2px 3px 4px)"))
        #expect(
            style([.clipShape: "path", .clipPath: "M 0 0 L 4 0 L 2 3 Z"]).contains(
                "clip-path:path(&#39;M 0 0 L 4 0 L 2 3 Z&#39;)"))
        #expect(!style([.clipShape: "path", .clipPath: "M 0 0') url(x"]).contains("clip-path"))
        #expect(!style([.clipShape: "roundedRectangle:x"]).contains("clip-path"))
    }

    @Test func aFrameLengthFixesTheShapeAlongThatAxis() {
        #expect(shapeHTML([.frame: "width:120 height:100"]).contains(#"data-fixed="both""#))
        #expect(shapeHTML([.frame: "height:40"]).contains(#"data-fixed="height""#))
        #expect(!shapeHTML([.frame: "maxWidth:inf"]).contains("data-fixed"))
        // A finite maximum is where a shape starts along its stack's axis.
        #expect(shapeHTML([.frame: "maxWidth:inf maxHeight:200"]).contains("--sw-basis-h:200px"))
        #expect(!shapeHTML([.frame: "maxWidth:inf"]).contains("--sw-basis-w"))
    }

    @Test func sizeMessagesBecomeSizeEvents() throws {
        let message = try ClientMessage.decode(#"{"ev":"size","sizes":[[12,100.5,40],[3,0,0]]}"#)
        #expect(
            message
                == .sizes([
                    .size(NodeID(12), CGSize(width: 100.5, height: 40)), .size(NodeID(3), CGSize(width: 0, height: 0)),
                ]))
        for bad in [
            #"{"ev":"size"}"#, #"{"ev":"size","sizes":[[1,2]]}"#, #"{"ev":"size","sizes":[[1.5,2,3]]}"#,
            #"{"ev":"size","sizes":[[-1,2,3]]}"#, #"{"ev":"size","sizes":[["a",2,3]]}"#,
        ] {
            #expect(throws: ClientMessageError.self, "\(bad)") { try ClientMessage.decode(bad) }
        }
    }
}
