/// A colour, carried to hosts as its paint (`name`): `red`, `secondary`, `#rrggbbaa`, … (see
/// docs/engine/kinds-and-attributes.md, "Paints"). Initialisers and `opacity(_:)` are in Color+Components.swift.
public struct Color: Sendable, Hashable, View, ElementView {
    /// The attribute value.
    public let name: String

    nonisolated init(_ name: String) { self.name = name }

    public nonisolated static let primary = Color("primary")
    public nonisolated static let secondary = Color("secondary")
    public nonisolated static let accentColor = Color("accent")
    public nonisolated static let black = Color("black")
    public nonisolated static let white = Color("white")
    public nonisolated static let gray = Color("gray")
    public nonisolated static let red = Color("red")
    public nonisolated static let orange = Color("orange")
    public nonisolated static let yellow = Color("yellow")
    public nonisolated static let green = Color("green")
    public nonisolated static let blue = Color("blue")
    public nonisolated static let purple = Color("purple")
    public nonisolated static let pink = Color("pink")
    public nonisolated static let clear = Color("clear")

    public var body: Never { primitiveBody() }

    /// A colour used as a view renders an `.image` node with attribute `fill`.
    func describe(in node: ElementNode) -> ElementDescription {
        fillDescription(name)
    }
}
