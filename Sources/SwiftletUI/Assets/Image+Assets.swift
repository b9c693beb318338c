extension Image {
    /// An asset image: attributes `asset` (the catalog's identifier) and `assetScales` (the scales
    /// with a file, `1 2 3`) when its image set is found; otherwise `missingAsset` = `true` (hosts
    /// show a labelled placeholder) and one report per graph saying why.
    func describeAsset(into attributes: inout [RenderAttribute: String], in node: ElementNode) {
        guard let name = attributes[.name] else { return }
        switch AssetCatalogs.image(named: name, bundlePath: bundlePath) {
        case .found(let set, let catalog):
            attributes[.asset] = catalog.id
            attributes[.assetScales] = set.scales.map(String.init).joined(separator: " ")
        case .missing(let reason):
            attributes[.missingAsset] = "true"
            node.graph.reportOnce("asset:" + name, "Image(\"\(name)\"): \(reason); a placeholder is shown")
        }
    }
}
