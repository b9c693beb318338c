@_spi(SwiftletHost) import SwiftletUI

/// Driving the input controls (`Stepper`, `Slider`, `DatePicker`, `TextEditor`) the way a user
/// would. Each interaction sends the event the browser would send, then settles; a value the
/// control refuses throws its `HostEventError` (the bound value is unchanged).
extension HeadlessHost {
    /// The visible node of `kind` whose title, label or prompt is `label`, or whose first child (a
    /// label view) reads `label` (the first node of `kind` when `label` is `nil`).
    @_spi(SwiftletHost) public func control(_ kind: RenderKind, labelled label: String? = nil) throws -> RenderNode {
        let found = graph.tree.visibleNodes.first { node in
            guard node.kind == kind else { return false }
            guard let label else { return true }
            return node.text == label || node.attributes[.title] == label || node.attributes[.label] == label
                || node.attributes[.prompt] == label || node.children.first?.label == label
        }
        guard let found else {
            throw HostEventError.notApplicable(graph.tree.id, "no \(kind) labelled \(label ?? "anything")")
        }
        return found
    }

    /// Taps the "+" of the stepper labelled `label` (the first stepper when `nil`).
    public func increment(_ label: String? = nil) async throws {
        try await stepButton(of: label, named: "Increment")
    }

    /// Taps the "−" of the stepper labelled `label` (the first stepper when `nil`).
    public func decrement(_ label: String? = nil) async throws {
        try await stepButton(of: label, named: "Decrement")
    }

    private func stepButton(of label: String?, named name: String) async throws {
        let stepper = try control(.stepper, labelled: label)
        guard let button = stepper.children.first(where: { $0.attributes[.label] == name }) else {
            throw HostEventError.notApplicable(stepper.id, "the stepper has no \(name) button")
        }
        try await send(.tap(button.id))
    }

    /// Sends `value` (as text, the way the browser's range input does) to the slider labelled
    /// `label` (the first slider when `nil`).
    public func slide(_ label: String? = nil, to value: String) async throws {
        try await send(.input(try control(.slider, labelled: label).id, value))
    }

    /// Sends `value` (`2026-11-26`, `14:30` or `2026-11-26T14:30`, as the picker's `components`
    /// say) to the date picker labelled `label` (the first one when `nil`).
    public func pick(_ value: String, in label: String? = nil) async throws {
        try await send(.input(try control(.datePicker, labelled: label).id, value))
    }

    /// Replaces the text of the text editor titled `title` (the first editor when `nil`).
    public func edit(_ text: String, in title: String? = nil) async throws {
        try await send(.input(try control(.textEditor, labelled: title).id, text))
    }
}
