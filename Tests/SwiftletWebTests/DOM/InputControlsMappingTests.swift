@_spi(SwiftletHost) import SwiftletUI
import Testing

@_spi(SwiftletHost) @_spi(SwiftletEmbedding) @testable import SwiftletWeb

// docs/web/dom-mapping.md, Page structure: the native elements of the input controls.

@Suite struct InputControlsMappingTests {
    private func html(_ node: RenderNode) -> String { HTMLRenderer.html(DOMMapping.element(for: node)) }

    @Test func valueAndSecureFieldsAreInputsWithTheirTraits() {
        let amount = html(
            RenderNode(
                id: NodeID(3), kind: .textField, text: "12.5",
                attributes: [
                    .title: "Amount", .commit: "change", .inputMode: "decimal", .autocomplete: "transaction-amount",
                    .autocapitalize: "none", .autocorrect: "off", .enterKeyHint: "done",
                ]))
        #expect(amount.hasPrefix(#"<input id="n3" type="text" class="sw-textfield" data-ev="commit""#))
        for part in [
            #"inputmode="decimal""#, #"autocomplete="transaction-amount""#, #"autocapitalize="none""#,
            #"enterkeyhint="done""#, #"spellcheck="false""#, #"autocorrect="off""#, #"value="12.5""#,
            #"aria-label="Amount""#,
        ] {
            #expect(amount.contains(part), "\(part)")
        }
        #expect(!amount.contains("data-commit") && !amount.contains("data-input-mode"))
        let secure = html(
            RenderNode(id: NodeID(4), kind: .textField, text: "x", attributes: [.title: "Password", .secure: "true"]))
        #expect(secure.hasPrefix(#"<input id="n4" type="password" class="sw-textfield" data-ev="input""#))
        #expect(!secure.contains("data-secure"))
    }

    @Test func editorsAreTextareas() {
        let editor = html(
            RenderNode(
                id: NodeID(5), kind: .textEditor, text: "a <b>", attributes: [.title: "Bio", .disabled: "true"]))
        #expect(
            editor
                == #"<textarea id="n5" class="sw-texteditor" data-ev="input" placeholder="Bio" aria-label="Bio" disabled="">a &lt;b&gt;</textarea>"#
        )
    }

    @Test func steppersAreALabelAndTwoNamedButtons() {
        let stepper = RenderNode(
            id: NodeID(6), kind: .stepper, text: "Guests: 1", attributes: [.label: "Guests: 1"],
            children: [
                RenderNode(
                    id: NodeID(7), kind: .button, text: "−", attributes: [.label: "Decrement", .disabled: "true"]),
                RenderNode(id: NodeID(8), kind: .button, text: "+", attributes: [.label: "Increment"]),
            ])
        let markup = html(stepper)
        #expect(markup.hasPrefix(#"<div id="n6" class="sw-stepper" role="group" aria-label="Guests: 1">"#))
        #expect(markup.contains(#"<span id="n6l" class="sw-stepper-label">Guests: 1</span>"#))
        #expect(
            markup.contains(
                #"<button id="n7" type="button" class="sw-button" data-ev="tap" disabled="" aria-label="Decrement">−</button>"#
            ))
        #expect(
            markup.contains(
                #"<button id="n8" type="button" class="sw-button" data-ev="tap" aria-label="Increment">+</button>"#))
    }

    @Test func slidersAreRangeInputsWithTheirBounds() {
        let slider = html(
            RenderNode(
                id: NodeID(9), kind: .slider,
                attributes: [.value: "7.5", .min: "0", .max: "10", .step: "0.5", .label: "Volume"]))
        #expect(
            slider
                == #"<div id="n9" class="sw-slider"><input id="n9c" type="range" data-ev="input" data-node="9" min="0" max="10" step="0.5" value="7.5" aria-label="Volume"></div>"#
        )
        // Values that are not numbers never reach the element.
        let forged = html(
            RenderNode(id: NodeID(9), kind: .slider, attributes: [.value: "\"><script>", .step: "any"]))
        #expect(forged.contains(#"step="any""#) && !forged.contains("script"))
    }

    @Test func datePickersAreNativeDateAndTimeInputs() {
        func picker(_ components: String, _ value: String) -> String {
            html(
                RenderNode(
                    id: NodeID(10), kind: .datePicker, text: "Day",
                    attributes: [
                        .components: components, .value: value, .min: "2026-11-19", .timeZone: "Europe/Paris",
                        .label: "Day",
                    ]))
        }
        let day = picker("date", "2026-11-26")
        #expect(day.hasPrefix(#"<label id="n10" class="sw-datepicker" data-time-zone="Europe/Paris">"#))
        #expect(day.contains(#"<span id="n10l" class="sw-datepicker-label">Day</span>"#))
        #expect(
            day.contains(
                #"<input id="n10c" type="date" data-ev="commit" data-node="10" min="2026-11-19" value="2026-11-26">"#))
        #expect(picker("time", "10:15").contains(#"type="time""#))
        #expect(picker("dateTime", "2026-11-26T10:15").contains(#"type="datetime-local""#))
        #expect(!picker("date", "x\" onclick=\"y").contains("onclick"))
    }

    @Test func anOperationThatChangesNothingOnAControlSaysItsValueAgain() throws {
        var shadow = ShadowTree(
            RenderNode(
                id: NodeID(0), kind: .root,
                children: [
                    RenderNode(id: NodeID(1), kind: .textField, text: "30"),
                    RenderNode(id: NodeID(2), kind: .slider, attributes: [.value: "7.5", .min: "0", .max: "10"]),
                    RenderNode(id: NodeID(3), kind: .textEditor, text: "notes"),
                    RenderNode(id: NodeID(4), kind: .text, text: "plain"),
                ]))
        let changes = try shadow.apply([
            .setText(NodeID(1), "30"), .setAttribute(NodeID(2), name: .value, value: "7.5"),
            .setText(NodeID(3), "notes"), .setText(NodeID(4), "plain"),
        ])
        #expect(
            changes == [
                .setAttribute(target: "n1", name: "value", value: "30"),
                .setAttribute(target: "n2c", name: "value", value: "7.5"),
                .setAttribute(target: "n3", name: "value", value: "notes"),
            ])
    }

    @Test func aTextEditorWhoseTextStartsWithALineBreakKeepsIt() {
        // The HTML parser drops the first newline after <textarea>: the page gets one more.
        let editor = RenderNode(id: NodeID(1), kind: .textEditor, text: "\nsecond line")
        let html = HTMLRenderer.html(DOMMapping.element(for: editor))
        #expect(html.contains(">\n\nsecond line</textarea>"))
        let plain = RenderNode(id: NodeID(1), kind: .textEditor, text: "one line")
        #expect(HTMLRenderer.html(DOMMapping.element(for: plain)).contains(">one line</textarea>"))
    }

}
