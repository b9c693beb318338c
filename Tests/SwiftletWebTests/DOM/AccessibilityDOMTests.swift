@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

/// The ARIA the browser host writes for the accessibility modifiers (docs/web/accessibility.md).
@Suite struct AccessibilityDOMTests {
    private func shell(_ kind: RenderKind, _ attributes: [RenderAttribute: String], text: String? = nil, id: Int = 7)
        -> DOMElement
    {
        DOMMapping.shell(id: NodeID(id), kind: kind, text: text, attributes: attributes)
    }

    @Test func aLabelNamesAControlAndGivesAGenericElementAGroupRole() {
        let button = shell(.button, [.accessibilityLabel: "Add to cart"], text: "+")
        #expect(button.attribute("aria-label") == "Add to cart" && button.attribute("role") == nil)
        let text = shell(.text, [.accessibilityLabel: "Three stars"], text: "★★★")
        #expect(text.attribute("role") == "group" && text.attribute("aria-label") == "Three stars")
        #expect(text.attribute("data-accessibility-label") == nil)
        let empty = shell(.text, [.accessibilityLabel: ""], text: "x")
        #expect(empty.attribute("aria-label") == nil && empty.attribute("role") == nil)
        // A toggle's, slider's or date picker's label names its <input>, not the <label> around it.
        let toggle = shell(.toggle, [.accessibilityLabel: "Wi-Fi"], text: "")
        #expect(toggle.attribute("aria-label") == nil)
        #expect(toggle.children.first { $0.domID == "n7c" }?.attribute("aria-label") == "Wi-Fi")
        let photo = shell(.image, [.url: "/a.png", .accessibilityLabel: "A cat"])
        #expect(photo.attribute("alt") == "A cat" && photo.attribute("aria-label") == nil)
    }

    @Test func hintsAndValuesAreADescriptionAndARangeGetsItsValueText() {
        let button = shell(
            .button, [.accessibilityHint: "Opens the photo", .accessibilityValue: "3 of 5"], text: "Go")
        #expect(button.attribute("aria-describedby") == "n7d")
        #expect(button.attribute("data-accessibility-description") == "3 of 5. Opens the photo")
        let progress = shell(.progress, [.value: "0.5", .accessibilityValue: "Half way"])
        #expect(progress.attribute("aria-valuetext") == "Half way" && progress.attribute("aria-describedby") == nil)
        let slider = DOMMapping.element(
            for: RenderNode(
                id: NodeID(3), kind: .slider,
                attributes: [.value: "5", .min: "0", .max: "10", .accessibilityValue: "Loud"]
            ))
        #expect(slider.children.first { $0.domID == "n3c" }?.attribute("aria-valuetext") == "Loud")
    }

    @Test func traitsAndHeadingsGiveGenericElementsTheirRoles() {
        let heading = shell(.text, [.traitIsHeader: "true", .accessibilityHeading: "3"], text: "News")
        #expect(heading.attribute("role") == "heading" && heading.attribute("aria-level") == "3")
        #expect(shell(.text, [.traitIsHeader: "true"], text: "News").attribute("aria-level") == "2")
        #expect(shell(.text, [.accessibilityHeading: "99"], text: "News").attribute("aria-level") == "2")
        let removed = shell(.text, [.traitIsHeader: "false", .accessibilityHeading: "1"], text: "x")
        #expect(removed.attribute("role") == nil)
        let card = shell(.vstack, [.traitIsButton: "true", .traitIsHeader: "true", .traitIsLink: "true"])
        #expect(card.attribute("role") == "button" && card.attribute("tabindex") == "0")
        #expect(card.attribute("aria-level") == nil)
        // A real control keeps its own role whatever it is told.
        let button = shell(.button, [.traitIsHeader: "true", .traitIsImage: "true"], text: "Go")
        #expect(button.attribute("role") == nil)
        // A value that updates frequently is a polite live region.
        let ticker = shell(.text, [.traitUpdatesFrequently: "true"], text: "AAPL 190")
        #expect(ticker.attribute("role") == nil && ticker.attribute("aria-live") == "polite")
        let modal = shell(.zstack, [.traitIsModal: "true", .accessibilityLabel: "Picker"])
        #expect(modal.attribute("role") == "dialog" && modal.attribute("aria-modal") == "true")
        let action = shell(.hstack, [.accessibilityAction: "default", .gestures: "tap:1@s"])
        #expect(action.attribute("role") == "button" && action.attribute("tabindex") == "0")
    }

    @Test func childBehaviourHiddenAndImages() {
        let ignore = shell(.hstack, [.accessibilityElement: "ignore", .accessibilityLabel: "Rated 4"])
        #expect(ignore.attribute("role") == "img" && ignore.attribute("aria-label") == "Rated 4")
        // Without a label an image role would have no name: a group instead.
        #expect(shell(.hstack, [.accessibilityElement: "ignore"]).attribute("role") == "group")
        #expect(shell(.vstack, [.accessibilityElement: "combine"]).attribute("role") == "group")
        let hidden = shell(.vstack, [.accessibilityHidden: "true"])
        #expect(hidden.attribute("aria-hidden") == "true")
        #expect(shell(.vstack, [.accessibilityHidden: "false"]).attribute("aria-hidden") == nil)
        let symbol = shell(.symbol, [.systemName: "arrow.up.circle.fill"])
        #expect(symbol.attribute("aria-label") == "arrow up circle" && symbol.attribute("role") == "img")
        let labelled = shell(.symbol, [.systemName: "cart", .accessibilityLabel: "Cart"])
        #expect(labelled.attributes.filter { $0.name == "aria-label" }.map(\.value) == ["Cart"])
        let shape = shell(.shape, [.accessibilityLabel: "Progress ring"])
        #expect(shape.attribute("role") == "img" && shape.attribute("aria-hidden") == nil)
        let passed = shell(.text, [.accessibilitySortPriority: "2", .accessibilityInputLabels: "A|B"], text: "x")
        #expect(passed.attribute("data-accessibility-sort-priority") == "2")
        #expect(passed.attribute("data-accessibility-input-labels") == "A|B")
    }

    @Test func markupInALabelIsTextAndAChangedHintIsTwoAttributeChanges() throws {
        let html = HTMLRenderer.html(
            shell(
                .button, [.accessibilityLabel: "\"><script>alert(1)</script>", .accessibilityHint: "<b>x</b>"],
                text: "Go"))
        #expect(html.contains(#"aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;""#))
        #expect(!html.contains("<script>") && !html.contains("<b>"))
        var shadow = ShadowTree(
            RenderNode(
                id: NodeID(0), kind: .root,
                children: [
                    RenderNode(id: NodeID(1), kind: .button, text: "Go", attributes: [.accessibilityHint: "One"])
                ]))
        let changed = try shadow.apply([.setAttribute(NodeID(1), name: .accessibilityHint, value: "Two")])
        #expect(changed == [.setAttribute(target: "n1", name: "data-accessibility-description", value: "Two")])
        let removed = try shadow.apply([.removeAttribute(NodeID(1), name: .accessibilityHint)])
        #expect(Set(removed.map { "\($0)" }).count == 2)
        #expect(removed.allSatisfy { if case .removeAttribute(target: "n1", _) = $0 { true } else { false } })
    }
}

extension AccessibilityDOMTests {
    @Test func lazyStacksAndGridsAreListsOfTheirRowsAndScrollViewsTakeTheFocus() {
        #expect(
            DOMMapping.shell(id: NodeID(1), kind: .lazyVStack, text: nil, attributes: [:]).attribute("role") == "list")
        #expect(
            DOMMapping.shell(id: NodeID(1), kind: .lazyVGrid, text: nil, attributes: [:]).attribute("role") == "list")
        #expect(DOMMapping.shell(id: NodeID(1), kind: .row, text: nil, attributes: [:]).tag == "li")
        #expect(
            DOMMapping.shell(id: NodeID(1), kind: .scrollView, text: nil, attributes: [:]).attribute("tabindex") == "0")
    }
}

extension AccessibilityDOMTests {
    @Test func aTabBarButtonIsATabWithARovingTabStop() {
        let shown = DOMMapping.shell(
            id: NodeID(1), kind: .button, text: "One",
            attributes: [.tabItem: "true", .selected: "true", .tabPanel: "9"])
        #expect(shown.attribute("role") == "tab" && shown.attribute("aria-selected") == "true")
        #expect(shown.attribute("tabindex") == "0" && shown.attribute("aria-controls") == "n9")
        #expect(shown.attribute("aria-current") == nil)
        let hidden = DOMMapping.shell(
            id: NodeID(2), kind: .button, text: "Two",
            attributes: [.tabItem: "true", .selected: "false", .tabPanel: "\"><script>"])
        #expect(hidden.attribute("aria-selected") == "false" && hidden.attribute("tabindex") == "-1")
        #expect(hidden.attribute("aria-controls") == nil)
    }
}

extension AccessibilityDOMTests {
    @Test func aKeyboardShortcutIsAnnouncedInARIAsSpelling() {
        let save = DOMMapping.shell(
            id: NodeID(1), kind: .button, text: "Save", attributes: [.keyboardShortcut: "command+shift+s"])
        #expect(save.attribute("aria-keyshortcuts") == "Control+Shift+S")
        #expect(save.attribute("data-keyboard-shortcut") == "command+shift+s")
        #expect(DOMMapping.ariaKeyShortcut("return") == "Enter")
        #expect(DOMMapping.ariaKeyShortcut("option+upArrow") == "Alt+ArrowUp")
        #expect(DOMMapping.ariaKeyShortcut("command+<script>") == "Control")
    }
}
