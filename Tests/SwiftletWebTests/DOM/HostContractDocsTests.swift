import Foundation
@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The tables of docs/engine/kinds-and-attributes.md and docs/web/dom-mapping.md that are made from
/// the enums (`RenderKind`, `RenderAttribute`) and from what `DOMMapping` builds for each kind.
///
/// Each test fails when the committed table differs from the code and says how to write it again.
@Suite struct HostContractDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let regenerate = "SWIFTLET_REGENERATE=1 swift test --filter HostContractDocsTests"

    @Test func theAttributeIndexIsTheEnum() throws {
        try Self.check("docs/engine/kinds-and-attributes.md", section: "attributes", table: Self.attributeIndex())
    }

    @Test func theElementOfEachKindIsWhatTheMappingBuilds() throws {
        try Self.check("docs/web/dom-mapping.md", section: "elements", table: Self.elementTable())
    }

    @Test func everyAttributeHasOneTopic() throws {
        let topics = try Self.attributeTopics()
        #expect(topics.count == RenderAttribute.allCases.count)
        #expect(Set(topics.map(\.attribute)) == Set(RenderAttribute.allCases))
    }

    // MARK: - The tables

    /// One row per attribute, grouped under the topic comments of RenderAttribute.swift.
    static func attributeIndex() throws -> String {
        var lines = ["| attribute | topic | in the browser |", "| --- | --- | --- |"]
        for (attribute, topic) in try attributeTopics() {
            lines.append("| `\(attribute.rawValue)` | \(topic) | \(describe(DOMMapping.role(of: attribute))) |")
        }
        return lines.joined(separator: "\n")
    }

    /// One row per kind: the element of a node of that kind with no attributes, and its parts.
    static func elementTable() -> String {
        var lines = ["| kind | element | parts |", "| --- | --- | --- |"]
        for kind in RenderKind.allCases {
            let element = DOMMapping.shell(id: NodeID(1), kind: kind, text: nil, attributes: [:])
            let parts = partsOf(element).map { "`\($0.id)` `<\($0.tag)>`" }.joined(separator: ", ")
            let cssClass = element.attribute("class").map { " `.\($0.replacingOccurrences(of: " ", with: "."))`" } ?? ""
            lines.append("| `\(kind.rawValue)` | `<\(element.tag)>`\(cssClass) | \(parts.isEmpty ? "—" : parts) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The descendants of a node's element that have an id of their own (`n1b`, `n1s`): the parts.
    private static func partsOf(_ element: DOMElement) -> [(id: String, tag: String)] {
        element.children.flatMap { child -> [(id: String, tag: String)] in
            let own = child.attribute("id").map { [(id: $0, tag: child.tag)] } ?? []
            return own + partsOf(child)
        }
    }

    private static func describe(_ role: AttributeRole) -> String {
        switch role {
        case .style: "inline `style`"
        case .element: "read by the kind's element"
        case .shape: "read by the shape's SVG"
        case .accessibility: "ARIA"
        case .data: "`data-*`"
        }
    }

    /// Each attribute with the topic of the `// MARK:` comment above its case in
    /// RenderAttribute.swift, in the file's order.
    static func attributeTopics() throws -> [(attribute: RenderAttribute, topic: String)] {
        let source = try String(
            contentsOf: root.appendingPathComponent("Sources/SwiftletUI/Host/RenderAttribute.swift"), encoding: .utf8)
        var topic = ""
        var result: [(attribute: RenderAttribute, topic: String)] = []
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// MARK: ") {
                topic = String(trimmed.dropFirst("// MARK: ".count))
            } else if trimmed.hasPrefix("case ") {
                let name = trimmed.dropFirst("case ".count).prefix { $0.isLetter || $0.isNumber }
                let raw = trimmed.split(separator: "\"").dropFirst().first.map(String.init) ?? String(name)
                if let attribute = RenderAttribute(rawValue: raw) { result.append((attribute, topic)) }
            }
        }
        return result
    }

    // MARK: - Checking a generated section

    /// Compares the lines between `<!-- generated: NAME -->` and `<!-- end generated -->` in `path`
    /// with `table`; writes them when `SWIFTLET_REGENERATE=1`.
    static func check(_ path: String, section: String, table: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = "<!-- generated: \(section) (\(regenerate)) -->\n"
        let end = "<!-- end generated -->"
        let table = table + "\n"
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else {
            Issue.record("\(path) has no section that starts with \(start)")
            return
        }
        let committed = String(text[open.upperBound..<close.lowerBound])
        if ProcessInfo.processInfo.environment["SWIFTLET_REGENERATE"] == "1", committed != table {
            try text.replacingCharacters(in: open.upperBound..<close.lowerBound, with: table)
                .write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(committed == table, "\(path) differs from the code; write it again with: \(regenerate)")
    }
}
