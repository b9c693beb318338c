// Grids and frames

/// One axis of a container-relative frame: `fraction` of the container's length plus `offset` points.
/// Every form of `containerRelativeFrame` reduces to this, so hosts see numbers only.
struct ContainerRelativeLength: Equatable {
    var fraction: Double
    var offset: Double

    /// The attribute token for `axis`: `width:FRACTION:OFFSET` or `height:FRACTION:OFFSET`.
    func token(_ axis: Axis) -> String {
        "\(axis == .horizontal ? "width" : "height"):\(attributeNumber(fraction)):\(attributeNumber(offset))"
    }
}

/// The `containerRelativeFrame` attribute: one token per axis in `axes`, horizontal first.
func containerRelativeFrameValue(_ axes: Axis.Set, _ length: (Axis) -> ContainerRelativeLength) -> String {
    var tokens: [String] = []
    if axes.contains(.horizontal) { tokens.append(length(.horizontal).token(.horizontal)) }
    if axes.contains(.vertical) { tokens.append(length(.vertical).token(.vertical)) }
    return tokens.joined(separator: " ")
}

extension View {
    /// Sizes this view to its container's length along `axes` (SwiftUI iOS 17).
    ///
    /// Attribute `containerRelativeFrame` (`width:1:0`, `height:1:0`). On the web the container is
    /// the nearest horizontal scroll view for widths (it becomes a CSS size container taking the
    /// whole width offered) and the window otherwise: the width becomes `calc(100cqw + 0px)`, the height `calc(100cqh + 0px)` (CSS
    /// container units, which fall back to the viewport). `alignment` is carried for source
    /// compatibility; the content stays centred.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        builtin(
            AttributeModifier(
                .containerRelativeFrame,
                containerRelativeFrameValue(axes) { _ in ContainerRelativeLength(fraction: 1, offset: 0) }))
    }

    /// Sizes this view to `span` of `count` equal parts of its container along `axes`, parts
    /// separated by `spacing` points, as SwiftUI does: `(length - spacing × (count - 1)) / count × span
    /// + spacing × (span - 1)`. A `count` below 1 counts as 1 and `span` is kept within `1...count`.
    ///
    /// Attribute `containerRelativeFrame` as for `containerRelativeFrame(_:alignment:)`; on the web
    /// e.g. `count: 3, spacing: 10` is `calc(33.333cqw + -6.667px)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: Double, alignment: Alignment = .center
    ) -> some View {
        let parts = Double(max(count, 1))
        let taken = Double(min(max(span, 1), max(count, 1)))
        let length = ContainerRelativeLength(
            fraction: taken / parts, offset: spacing * (taken - 1) - spacing * (parts - 1) * taken / parts)
        return builtin(AttributeModifier(.containerRelativeFrame, containerRelativeFrameValue(axes) { _ in length }))
    }

    /// Sizes this view along `axes` to what `length` returns for the container's length and axis.
    ///
    /// The server does not know the container's size, so `length` is called for two nominal lengths
    /// (1000 and 2000 points) and the web size is the straight line through them: exact for closures
    /// like `{ length, _ in length * 0.8 }` or `{ length, _ in length / 3 - 10 }`, approximated for
    /// anything that is not of the form `a × length + b`. Attribute `containerRelativeFrame` as for
    /// `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (Double, Axis) -> Double
    ) -> some View {
        let value = containerRelativeFrameValue(axes) { axis in
            let short = length(1000, axis)
            let long = length(2000, axis)
            guard short.isFinite, long.isFinite else { return ContainerRelativeLength(fraction: 1, offset: 0) }
            let fraction = (long - short) / 1000
            return ContainerRelativeLength(fraction: fraction, offset: short - fraction * 1000)
        }
        return builtin(AttributeModifier(.containerRelativeFrame, value))
    }
}
