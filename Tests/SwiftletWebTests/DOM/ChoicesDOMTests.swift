@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

@Suite struct ChoicesDOMTests {
    private func option(_ id: Int, _ tag: String?, selected: Bool, style: String, _ text: String) -> RenderNode {
        var attributes: [RenderAttribute: String] = [.pickerStyle: style, .selected: selected ? "true" : "false"]
        attributes[.tag] = tag
        return RenderNode(
            id: NodeID(id), kind: .pickerOption, text: text, attributes: attributes,
            children: [RenderNode(id: NodeID(id + 100), kind: .text, text: text)])
    }

    @Test func aMenuPickerIsASelectWhoseOptionsCarryTheRowsText() {
        let picker = RenderNode(
            id: NodeID(3), kind: .picker, text: "Flavor",
            attributes: [.pickerStyle: "menu", .selection: "b", .label: "Flavor"],
            children: [
                option(4, "a", selected: false, style: "menu", "Apple"),
                option(5, "b", selected: true, style: "menu", "Banana"),
                option(6, nil, selected: false, style: "menu", "Untagged"),
            ])
        let html = HTMLRenderer.html(DOMMapping.element(for: picker))
        #expect(html.contains("<span id=\"n3t\" class=\"sw-picker-title\">Flavor</span>"))
        #expect(
            html.contains(
                "<select id=\"n3s\" class=\"sw-select\" data-ev=\"select\" data-node=\"3\" aria-label=\"Flavor\" value=\"b\">"
            ))
        #expect(html.contains("<option id=\"n5\" value=\"b\" selected=\"\""))
        #expect(html.contains("><span id=\"n105\" class=\"sw-text\">Banana</span></option>"))
        #expect(html.contains("<option id=\"n6\" value=\"\" disabled=\"\""))
    }

    @Test func aSegmentedPickerIsARadioGroupOfRadioButtons() {
        let picker = RenderNode(
            id: NodeID(3), kind: .picker, text: "Tip", attributes: [.pickerStyle: "segmented", .selection: "10"],
            children: [
                option(4, "0", selected: false, style: "segmented", "0%"),
                option(5, "10", selected: true, style: "segmented", "10%"),
            ])
        let html = HTMLRenderer.html(DOMMapping.element(for: picker))
        #expect(html.contains("<div id=\"n3s\" class=\"sw-segments\" role=\"radiogroup\" aria-label=\"Tip\">"))
        #expect(
            html.contains(
                "<button id=\"n5\" type=\"button\" class=\"sw-segment\" role=\"radio\" aria-checked=\"true\" data-picker-style=\"segmented\" data-selected=\"true\" data-tag=\"10\">"
            ))
    }

    @Test func selectingAnotherOptionChangesOnlyTheAttributesThatDependOnIt() throws {
        var shadow = ShadowTree(
            RenderNode(
                id: NodeID(0), kind: .root,
                children: [
                    RenderNode(
                        id: NodeID(3), kind: .picker, text: "Tip",
                        attributes: [.pickerStyle: "segmented", .selection: "0"],
                        children: [
                            option(4, "0", selected: true, style: "segmented", "0%"),
                            option(5, "10", selected: false, style: "segmented", "10%"),
                        ])
                ]))
        let changes = try shadow.apply([
            .setAttribute(NodeID(3), name: .selection, value: "10"),
            .setAttribute(NodeID(4), name: .selected, value: "false"),
            .setAttribute(NodeID(5), name: .selected, value: "true"),
        ])
        #expect(changes.contains(.setAttribute(target: "n5", name: "aria-checked", value: "true")))
        #expect(changes.contains(.setAttribute(target: "n4", name: "aria-checked", value: "false")))
    }

    @Test func linksToMailAndPhoneHaveAnAddressDisabledOnesNoneAndTheAppsOwnAreSentAsTaps() {
        func html(_ attributes: [RenderAttribute: String]) -> String {
            HTMLRenderer.html(
                DOMMapping.element(for: RenderNode(id: NodeID(1), kind: .link, text: "L", attributes: attributes)))
        }
        #expect(
            html([.url: "mailto:help@example.com"])
                == "<a id=\"n1\" class=\"sw-link\" href=\"mailto:help@example.com\">L</a>")
        #expect(html([.url: "tel:+15550100"]) == "<a id=\"n1\" class=\"sw-link\" href=\"tel:+15550100\">L</a>")
        #expect(
            html([.url: "https://swift.org", .disabled: "true"])
                == "<a id=\"n1\" class=\"sw-link\" aria-disabled=\"true\">L</a>")
        #expect(
            html([.url: "https://swift.org", .handler: "app"])
                == "<a id=\"n1\" class=\"sw-link\" href=\"https://swift.org\" target=\"_blank\" rel=\"noopener noreferrer\" data-ev=\"tap\" data-handler=\"app\">L</a>"
        )
        #expect(
            html([.url: "myapp://settings", .handler: "app"])
                == "<a id=\"n1\" class=\"sw-link\" role=\"link\" tabindex=\"0\" data-ev=\"tap\" data-handler=\"app\">L</a>"
        )
        #expect(html([.url: "myapp://settings"]) == "<a id=\"n1\" class=\"sw-link\">L</a>")
    }

    @Test func formsSectionsLinksDisclosuresMenusAndToggleStyles() {
        let tree = RenderNode(
            id: NodeID(1), kind: .form,
            children: [
                RenderNode(
                    id: NodeID(2), kind: .section,
                    children: [
                        RenderNode(
                            id: NodeID(3), kind: .group, attributes: [.sectionPart: "header"],
                            children: [RenderNode(id: NodeID(4), kind: .text, text: "Account")])
                    ]),
                RenderNode(id: NodeID(5), kind: .link, text: "Swift", attributes: [.url: "https://swift.org"]),
                RenderNode(id: NodeID(6), kind: .link, text: "Bad", attributes: [.url: "javascript:alert(1)"]),
                RenderNode(id: NodeID(7), kind: .disclosure, text: "More", attributes: [.expanded: "true"]),
                RenderNode(id: NodeID(8), kind: .menu, text: "Actions"),
                RenderNode(id: NodeID(9), kind: .toggle, text: "Wi-Fi", attributes: [.checked: "true"]),
                RenderNode(
                    id: NodeID(10), kind: .toggle, text: "Bold",
                    attributes: [.checked: "false", .toggleStyle: "checkbox"]),
                RenderNode(id: NodeID(11), kind: .button, text: "Delete", attributes: [.role: "destructive"]),
            ])
        let html = HTMLRenderer.html(DOMMapping.element(for: tree))
        #expect(html.contains("<div id=\"n1\" class=\"sw-form\"><section id=\"n2\" class=\"sw-section\">"))
        #expect(html.contains("<div id=\"n3\" class=\"sw-group\" data-section-part=\"header\"><span id=\"n4\""))
        #expect(
            html.contains(
                "<a id=\"n5\" class=\"sw-link\" href=\"https://swift.org\" target=\"_blank\" rel=\"noopener noreferrer\">Swift</a>"
            ))
        #expect(html.contains("<a id=\"n6\" class=\"sw-link\">Bad</a>"))
        #expect(
            html.contains(
                "<details id=\"n7\" class=\"sw-disclosure\" data-ev=\"disclose\" open=\"\" data-expanded=\"true\"><summary id=\"n7t\">More</summary>"
            ))
        #expect(
            html.contains(
                "<details id=\"n8\" class=\"sw-menu\"><summary id=\"n8t\" class=\"sw-menu-title\">Actions</summary>"))
        #expect(html.contains("data-node=\"9\" checked=\"\" role=\"switch\">"))
        #expect(html.contains("data-node=\"10\">"))
        #expect(html.contains("data-role=\"destructive\">Delete</button>"))
    }
}
