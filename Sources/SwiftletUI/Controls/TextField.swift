import Foundation

/// A text input. Renders `.textField` (`<input>` in the browser): `text` is the shown value,
/// attributes `title` and `prompt`, plus the input traits set above it (`.keyboardType(_:)`,
/// `.textContentType(_:)`, ...). `TextField(_:text:axis: .vertical)` renders `.textEditor` (a
/// growing `<textarea>`).
///
/// A field bound to text writes the binding on every `input` event. A field bound to a value
/// through a format (`TextField(_:value:format:)`) shows `format`'s text and writes the binding when
/// the text is committed (Return or leaving the field: attribute `commit` = `change`); text the
/// format cannot parse, NaN or an infinite number leaves the value unchanged, says the shown text
/// again, and throws `HostEventError.invalidValue`; text that parses to the value already shown
/// (`12.50` for 12.5) is replaced by the format's text. Submit events run `.onSubmit`.
public struct TextField: View, ElementView {
    let title: String
    let text: Binding<String>?
    let prompt: String?
    let axis: Axis
    /// How a value field shows and reads its value; `nil` for a text field.
    let format: FieldFormat?

    /// A field titled `title` editing `text`.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: String(title), text: text, prompt: prompt, axis: .horizontal, format: nil)
    }

    /// A field titled `title` editing `text` that grows along `axis`: `.vertical` renders a
    /// `<textarea>` whose height follows its lines (Return inserts a line, as on iOS).
    public init(_ title: some StringProtocol, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, prompt: nil, axis: axis, format: nil)
    }

    /// A field titled `title` editing `text`, growing along `axis`, showing `prompt` while empty.
    public init(_ title: some StringProtocol, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: String(title), text: text, prompt: prompt, axis: axis, format: nil)
    }

    /// A field editing `value` as `format` writes it (`.number`, `.currency(code:)`, `.percent`,
    /// ...). Numbers get `inputmode` `decimal` (floating point) or `numeric` (integers). The value is
    /// written when the text is committed; text that does not parse is refused (see the type).
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: String(title), text: nil, prompt: prompt, axis: .horizontal,
            format: FieldFormat(value: value, format: format))
    }

    /// A field editing an optional `value` as `format` writes it; an empty text writes `nil`.
    public init<F: ParseableFormatStyle>(
        _ title: some StringProtocol, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: String(title), text: nil, prompt: prompt, axis: .horizontal,
            format: FieldFormat(optional: value, format: format))
    }

    private init(title: String, text: Binding<String>?, prompt: Text?, axis: Axis, format: FieldFormat?) {
        self.title = title
        self.text = text
        self.prompt = prompt?.string
        self.axis = axis
        self.format = format
    }

    public var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.title: title]
        if let prompt { attributes[.prompt] = prompt }
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        textInputAttributes(node.scope, into: &attributes)
        let value: String
        if let format {
            // The value is written in the environment's locale (a tracked read).
            value = format.display(node.scope.read(\.locale))
            attributes[.commit] = "change"
            if attributes[.inputMode] == nil, let mode = format.inputMode { attributes[.inputMode] = mode }
        } else {
            value = text?.wrappedValue ?? ""
        }
        return ElementDescription(
            kind: axis == .vertical ? .textEditor : .textField, text: value, attributes: attributes)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        let value = try enabledInput(of: event, node: node, takes: "input and submit events", named: "text field")
        if let format {
            let locale = node.scope.values.locale
            let shown = format.display(locale)
            guard format.commit(value, locale) else {
                throw HostEventError.invalidValue(node.ownID, "\"\(value.prefix(40))\" is not a \(format.typeName)")
            }
            // Text that parses to the value already shown ("12.50" for 12.5) is replaced by the
            // format's text, as SwiftUI does on commit.
            if value != shown, format.display(locale) == shown { node.graph.operations.setText(node.ownID, shown) }
        } else {
            text?.wrappedValue = value
        }
    }
}

/// How `TextField(_:value:format:)` shows its value and reads typed text back.
@MainActor
struct FieldFormat {
    /// The value as the format writes it in a locale (a tracked read of the binding).
    let display: @MainActor (Locale) -> String
    /// Parses `text` in a locale and writes the binding; false when the text does not hold a value.
    let commit: @MainActor (String, Locale) -> Bool
    /// `decimal` for floating-point values, `numeric` for integers, else `nil`.
    let inputMode: String?
    /// The value's type, for error messages.
    let typeName: String

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        display = { LocalizedFormatting.string(value.wrappedValue, format: format, in: $0) }
        commit = { text, locale in
            guard let parsed = Self.parse(text, format: LocalizedFormatting.style(format, in: locale)) else {
                return false
            }
            value.wrappedValue = parsed
            return true
        }
        inputMode = Self.inputMode(of: F.FormatInput.self)
        typeName = "\(F.FormatInput.self)"
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        display = { locale in
            value.wrappedValue.map { LocalizedFormatting.string($0, format: format, in: locale) } ?? ""
        }
        commit = { text, locale in
            if text.trimmingCharacters(in: .whitespaces).isEmpty {
                value.wrappedValue = nil
                return true
            }
            guard let parsed = Self.parse(text, format: LocalizedFormatting.style(format, in: locale)) else {
                return false
            }
            value.wrappedValue = parsed
            return true
        }
        inputMode = Self.inputMode(of: F.FormatInput.self)
        typeName = "\(F.FormatInput.self)"
    }

    private static func inputMode(of type: Any.Type) -> String? {
        if type is any BinaryInteger.Type { return "numeric" }
        if type is any BinaryFloatingPoint.Type { return "decimal" }
        return nil
    }

    /// `text` read by `format`'s parse strategy, or else as the value type's own description
    /// (`12.5` for a currency field); `nil` when neither reads it or the number is NaN or infinite.
    static func parse<F: ParseableFormatStyle>(_ text: String, format: F) -> F.FormatInput?
    where F.FormatOutput == String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var parsed = try? format.parseStrategy.parse(trimmed)
        if parsed == nil, let type = F.FormatInput.self as? any LosslessStringConvertible.Type {
            parsed = type.init(trimmed) as? F.FormatInput
        }
        guard let parsed else { return nil }
        if let number = parsed as? any BinaryFloatingPoint, !number.isFinite { return nil }
        return parsed
    }
}

/// The text of an `input` event for the text control `name` at `node`; throws
/// `HostEventError.notApplicable` for another event ("a NAME takes WHAT") or while the control is
/// disabled ("the NAME is disabled").
@MainActor
func enabledInput(of event: HostEvent, node: ElementNode, takes what: String, named name: String) throws -> String {
    guard case .input(_, let value) = event else {
        throw HostEventError.notApplicable(node.ownID, "a \(name) takes \(what)")
    }
    guard node.scope.values.isEnabled else {
        throw HostEventError.notApplicable(node.ownID, "the \(name) is disabled")
    }
    return value
}
