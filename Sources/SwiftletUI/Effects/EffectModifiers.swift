import Foundation

/// How a view's colours combine with what lies behind it (`.blendMode(_:)`). Attribute
/// `blendMode`: the case name; the web host maps it to CSS `mix-blend-mode`.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// A shadow of the view's drawn content (text glyphs, shapes, rounded corners), `radius` points
    /// of blur, offset by `x` and `y`. Attribute `shadow`: `radius x y paint`. The default colour is
    /// SwiftUI's: black at 33 %.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        let numbers = [radius, x, y].map { attributeNumber(Double($0)) }.joined(separator: " ")
        return builtin(AttributeModifier(.shadow, numbers + " " + paintValue(of: color)))
    }

    /// Blurs the view by `radius` points (`opaque`: the edges stay opaque). Attribute `blur`:
    /// `radius`, or `radius opaque`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        builtin(AttributeModifier(.blur, attributeNumber(Double(radius)) + (opaque ? " opaque" : "")))
    }

    /// Brightens (positive, up to 1) or darkens (negative) the view. Attribute `brightness`.
    public func brightness(_ amount: Double) -> some View {
        builtin(AttributeModifier(.brightness, attributeNumber(amount)))
    }

    /// Scales the view's contrast: 1 unchanged, 0 grey, above 1 stronger. Attribute `contrast`.
    public func contrast(_ amount: Double) -> some View {
        builtin(AttributeModifier(.contrast, attributeNumber(amount)))
    }

    /// Scales the view's saturation: 1 unchanged, 0 grey. Attribute `saturation`.
    public func saturation(_ amount: Double) -> some View {
        builtin(AttributeModifier(.saturation, attributeNumber(amount)))
    }

    /// Removes `amount` (0…1) of the view's colour. Attribute `grayscale`.
    public func grayscale(_ amount: Double) -> some View {
        builtin(AttributeModifier(.grayscale, attributeNumber(amount)))
    }

    /// Turns the view's hues by `angle`. Attribute `hueRotation`: degrees.
    public func hueRotation(_ angle: Angle) -> some View {
        builtin(AttributeModifier(.hueRotation, attributeNumber(angle.degrees)))
    }

    /// Inverts the view's colours. Attribute `colorInvert` = `true`.
    public func colorInvert() -> some View {
        builtin(AttributeModifier(.colorInvert, "true"))
    }

    /// Multiplies the view's colours by `color`. Attribute `colorMultiply`: the colour's paint.
    public func colorMultiply(_ color: Color) -> some View {
        builtin(AttributeModifier(.colorMultiply, paintValue(of: color)))
    }

    /// How the view's colours combine with what lies behind it. Attribute `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        builtin(AttributeModifier(.blendMode, blendMode.rawValue))
    }

    /// Composites the view's content on its own before effects (opacity, blend modes) apply to the
    /// whole. Attribute `compositingGroup` = `true` (CSS `isolation: isolate`).
    public func compositingGroup() -> some View {
        builtin(AttributeModifier(.compositingGroup, "true"))
    }

    /// Renders the content off screen before display. The browser composites by itself: no effect.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// Clips the view's content to its frame. Attribute `clipped` = `true`.
    public func clipped(antialiased: Bool = false) -> some View {
        builtin(AttributeModifier(.clipped, "true"))
    }

    /// Rotates the view by `angle` around `anchor` (a unit point). Attribute `rotationEffect`:
    /// `degrees anchorX anchorY`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let numbers = [angle.degrees, Double(anchor.x), Double(anchor.y)].map(attributeNumber)
        return builtin(AttributeModifier(.rotationEffect, numbers.joined(separator: " ")))
    }

    /// Rotates the view by `angle` around `axis` in three dimensions, seen with `perspective` (0:
    /// none). Attribute `rotation3DEffect`: `degrees x y z anchorX anchorY anchorZ perspective`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let numbers = [angle.degrees, axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective].map {
            attributeNumber(Double($0))
        }
        return builtin(AttributeModifier(.rotation3DEffect, numbers.joined(separator: " ")))
    }

    /// Scales the view by `scale` around `anchor`. Attribute `scaleEffect`: `x y anchorX anchorY`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the view by `scale.width` horizontally and `scale.height` vertically around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the view by `x` horizontally and `y` vertically around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        let numbers = [x, y, anchor.x, anchor.y].map { attributeNumber(Double($0)) }
        return builtin(AttributeModifier(.scaleEffect, numbers.joined(separator: " ")))
    }
}

/// The colour precision of `.drawingGroup(opaque:colorMode:)` (no effect in the browser).
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}
