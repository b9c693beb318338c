import Foundation

/// Turns a drawn shape and the size its host measured into the `shape` node's attributes.
@MainActor
enum ShapeGeometry {
    static func attributes<Content: Shape>(of view: _ShapeView<Content>, size: CGSize?, node: ElementNode)
        -> [RenderAttribute: String]
    {
        // The host reports the element's size (see `ViewGraph.receiveSize`).
        var attributes: [RenderAttribute: String] = [.measure: "true"]
        if let fill = view.fill {
            attributes[.shapeFill] = fill.paint ?? "foreground"
            if fill.eoFill { attributes[.fillRule] = "evenodd" }
        }
        if let stroke = view.stroke {
            let style = stroke.style
            attributes[.shapeStroke] = stroke.paint ?? "foreground"
            attributes[.lineWidth] = attributeNumber(Double(style.lineWidth))
            if style.lineCap != .butt { attributes[.lineCap] = "\(style.lineCap)" }
            if style.lineJoin != .miter { attributes[.lineJoin] = "\(style.lineJoin)" }
            if style.miterLimit != 10 { attributes[.miterLimit] = attributeNumber(Double(style.miterLimit)) }
            if !style.dash.isEmpty {
                attributes[.dash] = style.dash.map { attributeNumber(Double($0)) }.joined(separator: " ")
                if style.dashPhase != 0 { attributes[.dashPhase] = attributeNumber(Double(style.dashPhase)) }
            }
        }
        // Nothing to draw before the host measured the shape, or at a zero or negative size.
        guard let size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return attributes
        }
        if let paint = view.stroke?.paint, paint != "foreground" {
            // A gradient stroke is placed in the frame: the host needs its size.
            attributes[.shapeSize] = attributeNumber(Double(size.width)) + " " + attributeNumber(Double(size.height))
        }
        let (rect, path) = fittedPath(of: view.shape, in: size)
        guard path.isFinite else {
            node.graph.reportBadGeometry(
                "\(Content.self) drew a path with a NaN or infinite coordinate; it draws nothing")
            return attributes
        }
        let data = path.description
        if !data.isEmpty { attributes[.path] = data }
        guard let stroke = view.stroke else { return attributes }
        var outline = path
        let own = CGRect(origin: .zero, size: rect.size)
        if let border = view.strokeShape {
            outline = border.path(in: own).offsetBy(dx: rect.minX, dy: rect.minY)
        } else if stroke.style.dash.isEmpty, let trimmed = view.shape as? any TrimmedShapeDescribing {
            // The whole outline with a dash that shows the kept part: browsers can read and animate it.
            let bounds = trimmed.trimBounds
            outline = trimmed.untrimmedPath(in: own).offsetBy(dx: rect.minX, dy: rect.minY)
            attributes[.trim] = attributeNumber(Double(bounds.from)) + " " + attributeNumber(Double(bounds.to))
        }
        if outline != path, outline.isFinite {
            let strokeData = outline.description
            if !strokeData.isEmpty { attributes[.strokePath] = strokeData }
        }
        return attributes
    }

    /// The shape's path for the frame of `size`: drawn at the size `sizeThatFits` answers for it
    /// (when finite, positive and different), centred in the frame. Returns the rectangle the shape
    /// drew in (origin zero: paths are drawn in the shape's own space) and the path moved to its place.
    static func fittedPath<Content: Shape>(of shape: Content, in size: CGSize) -> (CGRect, Path) {
        let fitted = shape.sizeThatFits(ProposedViewSize(size))
        guard fitted != size, fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 else {
            return (CGRect(origin: .zero, size: size), shape.path(in: CGRect(origin: .zero, size: size)))
        }
        let rect = CGRect(origin: .zero, size: fitted)
        let dx = (size.width - fitted.width) / 2
        let dy = (size.height - fitted.height) / 2
        return (
            CGRect(x: dx, y: dy, width: fitted.width, height: fitted.height),
            shape.path(in: rect).offsetBy(dx: dx, dy: dy)
        )
    }
}
