/// Views whose size follows the space offered on some axes, as SwiftUI lays them out: a `Color`
/// takes whatever it is offered, a frame with a maximum grows to it, a frame without a size on an
/// axis is as flexible there as its content (spacers, scroll views and lists take both axes, lazy
/// stacks and grids the width). Frames carry their content's flexibility to hosts
/// (attribute `contentFlex`), since a browser cannot see it through the frame's box.
@MainActor
protocol LayoutFlexible {
    /// `w`, `h`, `wh`, or empty: the axes on which the view takes the space offered.
    var flexibleAxes: String { get }
}

extension Color: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}

extension Spacer: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}

extension ScrollView: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}

extension List: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}

extension LazyVStack: LayoutFlexible {
    var flexibleAxes: String { "w" }
}

extension LazyVGrid: LayoutFlexible {
    var flexibleAxes: String { "w" }
}

extension PositionView: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}

extension FrameView: LayoutFlexible {
    var flexibleAxes: String {
        // A shape (drawn through `_ShapeView`) takes the space offered, as a colour does.
        let inner = (content as? any LayoutFlexible)?.flexibleAxes ?? (content is any Shape ? "wh" : "")
        // bounds: width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight.
        let width = bounds[0] == nil && (bounds[4] != nil || inner.contains("w"))
        let height = bounds[1] == nil && (bounds[7] != nil || inner.contains("h"))
        return (width ? "w" : "") + (height ? "h" : "")
    }
}

extension ModifiedContent: LayoutFlexible where Content: LayoutFlexible, Modifier == AttributeModifier {
    var flexibleAxes: String { content.flexibleAxes }
}

extension _ShapeView: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}

extension GeometryReader: LayoutFlexible {
    var flexibleAxes: String { "wh" }
}
