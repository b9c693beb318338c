@MainActor
func stackAttributes(_ alignment: String, _ spacing: Double?) -> [RenderAttribute: String] {
    // Apps use few combinations: the last ones made are kept, so a stack in every row of a long list
    // shares one dictionary instead of building and formatting its own.
    for known in StackAttributes.recent where known.alignment == alignment && known.spacing == spacing {
        return known.attributes
    }
    var attributes: [RenderAttribute: String] = [.alignment: alignment]
    if let spacing { attributes[.spacing] = attributeNumber(spacing) }
    if StackAttributes.recent.count == 8 { StackAttributes.recent.removeFirst() }
    StackAttributes.recent.append((alignment, spacing, attributes))
    return attributes
}

@MainActor
private enum StackAttributes {
    static var recent: [(alignment: String, spacing: Double?, attributes: [RenderAttribute: String])] = []
}
