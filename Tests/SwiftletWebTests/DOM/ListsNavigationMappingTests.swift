@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct ListsNavigationMappingTests {
    @Test func aSearchFieldIsAnInputOfTypeSearch() {
        let field = DOMMapping.element(
            for: RenderNode(
                id: NodeID(3), kind: .textField, text: "os",
                attributes: [.searchField: "true", .title: "Search", .prompt: "Find a city"]))
        #expect(field.tag == "input")
        #expect(field.attribute("type") == "search")
        #expect(field.attribute("value") == "os")
        #expect(field.attribute("placeholder") == "Find a city")
        #expect(field.attribute("data-ev") == "input")
    }

    @Test func selectableRowsAreFocusableOptionsOfAListbox() {
        let list = RenderNode(
            id: NodeID(1), kind: .list, attributes: [.selection: "multiple", .lazy: "true"],
            children: [
                RenderNode(
                    id: NodeID(2), kind: .row,
                    children: [
                        RenderNode(
                            id: NodeID(3), kind: .group, attributes: [.selectable: "true", .selected: "true"],
                            children: [RenderNode(id: NodeID(4), kind: .text, text: "Oslo")])
                    ])
            ])
        let element = DOMMapping.element(for: list)
        #expect(element.attribute("role") == "listbox")
        #expect(element.attribute("aria-multiselectable") == "true")
        let option = element.children[0].children[0]
        #expect(option.attribute("role") == "option")
        #expect(option.attribute("aria-selected") == "true")
        #expect(option.attribute("tabindex") == "0")
        #expect(option.attribute("data-ev") == "tap")
    }

    @Test func aChangedSelectionIsATargetedAttributeChange() throws {
        let row = RenderNode(id: NodeID(3), kind: .group, attributes: [.selectable: "true", .selected: "false"])
        var shadow = ShadowTree(RenderNode(id: NodeID(0), kind: .root, children: [row]))
        let changes = try shadow.apply([.setAttribute(NodeID(3), name: .selected, value: "true")])
        #expect(changes.contains(.setAttribute(target: "n3", name: "aria-selected", value: "true")))
        #expect(changes.allSatisfy { if case .setAttribute = $0 { true } else { false } })
    }

    @Test func rowActionsListStylesBadgesAndSplitColumnsBecomeDataAttributes() {
        let delete = DOMMapping.element(
            for: RenderNode(id: NodeID(5), kind: .button, text: "Delete", attributes: [.rowAction: "delete"]))
        #expect(delete.tag == "button")
        #expect(delete.attribute("data-row-action") == "delete")
        #expect(delete.attribute("data-ev") == "tap")
        let list = DOMMapping.element(
            for: RenderNode(id: NodeID(6), kind: .list, attributes: [.listStyle: "insetGrouped"]))
        #expect(list.attribute("data-list-style") == "insetGrouped")
        #expect(list.attribute("role") == nil)
        let badged = DOMMapping.element(
            for: RenderNode(id: NodeID(7), kind: .text, text: "Inbox", attributes: [.badge: "3"]))
        #expect(badged.attribute("data-badge") == "3")
        let split = DOMMapping.element(
            for: RenderNode(
                id: NodeID(8), kind: .hstack, attributes: [.navigationSplitView: "true", .columns: "2"],
                children: [RenderNode(id: NodeID(9), kind: .group, attributes: [.splitColumn: "sidebar"])]))
        #expect(split.attribute("data-navigation-split-view") == "true")
        #expect(split.children[0].attribute("data-split-column") == "sidebar")
    }
}
