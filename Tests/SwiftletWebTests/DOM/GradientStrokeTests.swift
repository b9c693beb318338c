import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// Strokes painted with gradients: SVG gradients placed in the shape's frame, and the angular
/// gradient SVG lacks as a CSS conic gradient masked by the stroke.
@Suite struct GradientStrokeTests {
    private let ring: [RenderAttribute: String] = [
        .measure: "true", .path: "M 100 50 C 100 77.6 77.6 100 50 100", .lineWidth: "10", .shapeSize: "100 100",
    ]

    private func html(_ attributes: [RenderAttribute: String]) -> String {
        HTMLRenderer.html(DOMMapping.element(for: RenderNode(id: NodeID(5), kind: .shape, attributes: attributes)))
    }

    @Test func aLinearGradientStrokeIsAnSVGGradientAcrossTheFrame() {
        var attributes = ring
        attributes[.shapeStroke] = "linear(0 0 1 0|red@0,blue@1)"
        let page = html(attributes)
        #expect(page.contains(#"style="stroke:url(#n5g)""#))
        #expect(
            page.contains(
                #"<defs id="n5gd"><linearGradient id="n5g" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0">"#
            ))
        #expect(page.contains(#"<stop id="n5g1" offset="1" style="stop-color:"#))
    }

    @Test func anAngularGradientStrokeIsAConicGradientMaskedByTheStroke() throws {
        var attributes = ring
        attributes[.shapeStroke] = "angular(0.5 0.5 0 360|red@0,blue@1)"
        attributes[.lineCap] = "round"
        let page = html(attributes)
        #expect(page.contains(#"style="stroke:none""#))
        // The painted box reaches past the frame by twice the line width and 2 points on each side,
        // and the conic gradient's centre stays the frame's centre.
        #expect(page.contains(#"<foreignObject id="n5go" x="-22" y="-22" width="144" height="144">"#))
        #expect(page.contains("conic-gradient(from 90deg at 50% 50%"))
        #expect(page.contains("mask-image:url("))
        #expect(page.contains("stroke-linecap=&#39;round&#39;"))
        #expect(!page.contains("<path transform") && !page.contains("<svg xmlns"))
    }

    @Test func aStrokeThatBecomesAGradientIsDrawnAnewAndAChangedColourIsOneAttribute() throws {
        var solid = ring
        solid[.shapeStroke] = "red"
        var shadow = ShadowTree(
            RenderNode(
                id: NodeID(1), kind: .root, children: [RenderNode(id: NodeID(5), kind: .shape, attributes: solid)]))
        let redrawn = try shadow.apply([
            .setAttribute(NodeID(5), name: .shapeStroke, value: "linear(0 0 1 0|red@0,blue@1)")
        ])
        #expect(redrawn.count == 2)
        #expect(redrawn.first == .remove(NodeID(5)))
        if case .insert(let parent, let index, let element) = redrawn.last {
            #expect(parent == NodeID(1) && index == 0)
            #expect(HTMLRenderer.html(element).contains("linearGradient"))
        } else {
            Issue.record("expected an insert, got \(redrawn)")
        }
        // Same stops, another colour: one change to that stop.
        let recoloured = try shadow.apply([
            .setAttribute(NodeID(5), name: .shapeStroke, value: "linear(0 0 1 0|red@0,green@1)")
        ])
        #expect(recoloured.count == 1)
        if case .setAttribute(let target, let name, _) = recoloured.first {
            #expect(target == "n5g1" && name == "style")
        }
    }

    @Test func aStrokeWithoutAMeasuredSizeOrWithABadOneStillDraws() {
        var attributes = ring
        attributes[.shapeStroke] = "angular(0.5 0.5 0 360|red@0,blue@1)"
        attributes[.shapeSize] = "nan 1e99"
        let page = html(attributes)
        #expect(!page.contains("foreignObject"))
        #expect(page.contains(#"class="sw-shape-stroke""#))
    }
}

/// The browser's position reports for views that asked where they are.
@Suite struct PlacementMessageTests {
    @Test func placeMessagesBecomePlacementEvents() throws {
        let message = try ClientMessage.decode(#"{"ev":"place","places":[[12,10.5,-40,7,0,-20],[3,1,2]]}"#)
        #expect(
            message
                == .sizes([
                    .placement(
                        NodeID(12),
                        GeometryPlacement(global: CGPoint(x: 10.5, y: -40), spaces: [NodeID(7): CGPoint(x: 0, y: -20)])),
                    .placement(NodeID(3), GeometryPlacement(global: CGPoint(x: 1, y: 2))),
                ]))
    }

    @Test func malformedPlacesAreRefusedWithAReason() {
        for text in [
            #"{"ev":"place"}"#, #"{"ev":"place","places":[[1,2]]}"#, #"{"ev":"place","places":[[1,2,3,4]]}"#,
            #"{"ev":"place","places":[[1.5,2,3]]}"#, #"{"ev":"place","places":[[-1,2,3]]}"#,
            #"{"ev":"place","places":[[1,2,3,-4,0,0]]}"#,
            #"{"ev":"place","places":[[1,0,0"# + String(repeating: ",5,0,0", count: 9) + "]]}",
        ] {
            #expect(throws: ClientMessageError.self, "\(text)") { try ClientMessage.decode(text) }
        }
    }
}
