import Foundation

/// An image by name, by system symbol name, or from bytes. Renders `.image` with attribute `name`
/// (an asset of the app's `Assets.xcassets`, see `Image+Assets.swift`) or `src` (a URL), and for
/// bytes `bytes` (their count) and `blob` (the key under which the graph's `ImageDataTable` holds
/// them while the node is mounted; hosts serve the bytes from there, never inside an operation).
/// `Image(systemName:)` renders `.symbol` (see `Image+Symbols.swift`).
public struct Image: View, ElementView, Equatable {
    var attributes: [RenderAttribute: String]
    var data: Data?
    /// The bundle an asset is looked up in (`Image(_:bundle:)`), by path; nil: the app's resources.
    var bundlePath: String?

    /// An image of the app's asset catalog (`Assets.xcassets` among its resources; see docs/web.md),
    /// or of `bundle`'s.
    public init(_ name: String, bundle: Bundle? = nil) {
        attributes = [.name: name]
        bundlePath = bundle?.bundlePath
    }

    /// A system symbol, drawn by the host from Swiftlet's own symbol set (`SymbolCatalog`).
    public init(systemName: String) { attributes = [.systemName: systemName] }

    /// An image from its encoded bytes (JPEG, PNG, ...; a truncated JPEG shows as far as it goes).
    public init(data: Data) {
        attributes = [.bytes: String(data.count)]
        self.data = data
    }

    /// Image bytes loaded from `url`.
    public init(data: Data, url: URL?) {
        self.init(data: data)
        if let url { attributes[.src] = url.absoluteString }
    }

    /// An image a host loads from `url` itself (a relative URL is on the page's own server).
    public init(url: URL) { attributes = [.src: url.relativeString] }

    public var body: Never { primitiveBody() }

    /// Lets the image scale to its frame (attribute `resizable` = `true`).
    public func resizable() -> Image {
        var copy = self
        copy.attributes[.resizable] = "true"
        return copy
    }

    func describe(in node: ElementNode) -> ElementDescription {
        if attributes[.systemName] != nil { return describeSymbol(in: node) }
        var attributes = attributes
        if attributes[.name] != nil { describeAsset(into: &attributes, in: node) }
        if let data {
            attributes[.blob] = node.graph.imageData.publish(data, for: node.ownID)
        } else {
            node.graph.imageData.release(node.ownID)
        }
        return ElementDescription(kind: .image, attributes: attributes)
    }
}
