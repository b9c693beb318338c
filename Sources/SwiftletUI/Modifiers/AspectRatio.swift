import Foundation

/// How content is scaled into the space it is offered, keeping its aspect ratio.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// The whole content shows; space may be left over.
    case fit
    /// The content covers the space; parts may be cut off by a frame that clips.
    case fill
}

extension View {
    /// Keeps the view at `aspectRatio` (width ÷ height; nil: the content's own ratio) and scales it
    /// to fit or fill. Attributes `aspectRatio` (a positive finite number, else left out) and
    /// `contentMode` (`fit`, `fill`). The web host uses CSS `aspect-ratio` and, on images,
    /// `object-fit` (`contain`, `cover`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        var attributes: [RenderAttribute: String] = [.contentMode: contentMode.rawValue]
        if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 {
            attributes[.aspectRatio] = attributeNumber(Double(aspectRatio))
        }
        return builtin(AttributeModifier(attributes: attributes))
    }

    /// Keeps the view at the ratio of `aspectRatio` (width ÷ height) and scales it to fit or fill.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
        return self.aspectRatio(ratio, contentMode: contentMode)
    }
}
