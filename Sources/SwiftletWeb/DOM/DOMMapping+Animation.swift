import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// A view's `transition` attribute (`AnyTransition`) becomes `data-transition`, the
/// validated CSS of its states, `IN|OUT|IDENTITY` (each `property:value;…`, possibly empty), plus
/// `data-transition-animation` (`seconds|delay|passes|alternate|easing`) when the transition has an
/// animation of its own. The client animates an inserted element from IN and a removed one to OUT.
extension DOMMapping {
    static func transitionAttributes(_ value: String, into element: inout DOMElement) {
        guard let data = value.data(using: .utf8),
            let object = try? JSONDecoder().decode([String: [RenderAttribute: String]].self, from: data)
        else { return }
        let states = ["in", "out", "id"].map { transitionCSS(object[$0] ?? [:]) }
        element.attributes.append(("data-transition", states.joined(separator: "|")))
        if let text = object["anim"]?[.timing], let timing = AnimationTiming(attributeValue: text) {
            let parts = [
                AnimationTiming.number(timing.duration), AnimationTiming.number(timing.delay),
                String(timing.iterations ?? -1), timing.autoreverses ? "1" : "0", timing.cssEasing,
            ]
            element.attributes.append(("data-transition-animation", parts.joined(separator: "|")))
        }
    }

    /// The CSS of one state: the style attributes it sets, then its move, offset and scale.
    static func transitionCSS(_ attributes: [RenderAttribute: String]) -> String {
        var declarations: [String] = []
        if let css = StyleAttributes(attributes).css { declarations.append(css) }
        var translate: String?
        if let edge = attributes[.transitionMove] {
            translate = ["leading": "-100% 0", "trailing": "100% 0", "top": "0 -100%", "bottom": "0 100%"][edge]
        }
        if let offset = attributes[.transitionOffset] {
            let lengths = offset.split(separator: " ").compactMap { StyleAttributes.length(String($0)) }
            if lengths.count == 2 { translate = lengths.joined(separator: " ") }
        }
        if let translate { declarations.append("translate:" + translate) }
        if let scale = attributes[.transitionScale] {
            let factors = scale.split(separator: " ").compactMap { Double($0) }.filter {
                $0.isFinite && abs($0) <= 1000
            }
            if factors.count == 2 { declarations.append("scale:\(factors[0]) \(factors[1])") }
        }
        if let anchor = attributes[.transitionAnchor] {
            let fractions = anchor.split(separator: " ").compactMap { Double($0) }.filter {
                $0.isFinite && abs($0) <= 100
            }
            if fractions.count == 2 {
                declarations.append("transform-origin:\(fractions[0] * 100)% \(fractions[1] * 100)%")
            }
        }
        return declarations.joined(separator: ";")
    }
}
