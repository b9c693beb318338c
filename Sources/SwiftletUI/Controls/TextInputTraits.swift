/// The keyboard a text field asks for, spelled as UIKit spells it so `.keyboardType(.decimalPad)`
/// compiles unchanged. The browser host maps it to the field's `inputmode` (and, for `.emailAddress`
/// and `.URL`, the matching keyboards): attribute `inputMode` on the field.
public enum UIKeyboardType: Int, Sendable, Hashable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The same keyboard as ``asciiCapable``.
    public static let alphabet = UIKeyboardType.asciiCapable

    /// The HTML `inputmode` for this keyboard, or `nil` for the default text keyboard.
    var inputMode: String? {
        switch self {
        case .default, .asciiCapable, .namePhonePad, .twitter: nil
        case .numbersAndPunctuation, .decimalPad: "decimal"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .URL: "url"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .webSearch: "search"
        }
    }
}

/// The kind of content a text field holds, spelled as UIKit spells it so
/// `.textContentType(.emailAddress)` compiles unchanged. The browser host gives the field the
/// matching `autocomplete` token (attribute `autocomplete`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The HTML `autocomplete` token.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "address-level2")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "address-level2")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "current-password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let birthdate = UITextContentType(rawValue: "bday")
}

/// How a text field capitalises what is typed (`.textInputAutocapitalization(_:)`); the browser
/// host writes it as the field's `autocapitalize` (attribute `autocapitalize`).
public struct TextInputAutocapitalization: Sendable, Hashable {
    let token: String

    /// No automatic capitals (`autocapitalize="none"`).
    public static let never = TextInputAutocapitalization(token: "none")
    /// The first letter of each word (`words`).
    public static let words = TextInputAutocapitalization(token: "words")
    /// The first letter of each sentence (`sentences`, the default).
    public static let sentences = TextInputAutocapitalization(token: "sentences")
    /// Every letter (`characters`).
    public static let characters = TextInputAutocapitalization(token: "characters")
}

/// The label of the Return key (`.submitLabel(_:)`); the browser host writes it as the field's
/// `enterkeyhint` (attribute `enterKeyHint`).
public struct SubmitLabel: Sendable, Hashable {
    let hint: String

    public static let done = SubmitLabel(hint: "done")
    public static let go = SubmitLabel(hint: "go")
    public static let send = SubmitLabel(hint: "send")
    public static let join = SubmitLabel(hint: "go")
    public static let route = SubmitLabel(hint: "go")
    public static let search = SubmitLabel(hint: "search")
    public static let `return` = SubmitLabel(hint: "enter")
    public static let next = SubmitLabel(hint: "next")
    public static let `continue` = SubmitLabel(hint: "next")
}

struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
struct TextContentTypeKey: EnvironmentKey { static let defaultValue: UITextContentType? = nil }
struct AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
struct SubmitLabelKey: EnvironmentKey { static let defaultValue: SubmitLabel? = nil }

extension EnvironmentValues {
    /// The keyboard text fields below ask for (`.keyboardType(_:)`).
    public var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The content type of text fields below (`.textContentType(_:)`).
    public var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }

    /// How text fields below capitalise (`.textInputAutocapitalization(_:)`).
    public var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// Whether text fields below turn autocorrection off (`.autocorrectionDisabled(_:)`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The Return key's label in text fields below (`.submitLabel(_:)`).
    public var submitLabel: SubmitLabel? {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Asks text fields below for `type`'s keyboard. In the browser: the field's `inputmode`
    /// (`.decimalPad` → `decimal`, `.numberPad` → `numeric`, `.emailAddress` → `email`, ...).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Says what text fields below hold, so the browser can offer to fill them in: the field's
    /// `autocomplete` token (`.emailAddress` → `email`, `.password` → `current-password`, ...).
    /// `nil` removes it.
    public func textContentType(_ type: UITextContentType?) -> some View {
        environment(\.textContentType, type)
    }

    /// How text fields below capitalise what is typed: the field's `autocapitalize`
    /// (`.never` → `none`, `.words`, `.sentences`, `.characters`). `nil` leaves the browser's default.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Turns autocorrection off in text fields below: the field gets `spellcheck="false"` and
    /// `autocorrect="off"`.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Turns autocorrection off in text fields below when `disable` is true (the older spelling of
    /// ``autocorrectionDisabled(_:)``).
    @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }

    /// Labels the Return key of text fields below: the field's `enterkeyhint` (`.done`, `.go`,
    /// `.send`, `.search`, `.next`, ...).
    public func submitLabel(_ label: SubmitLabel) -> some View {
        environment(\.submitLabel, label)
    }
}

/// The attributes a text field or editor gets from the input traits set above it. Each trait is a
/// tracked environment read, so changing one re-describes only the fields below that modifier.
@MainActor
func textInputAttributes(_ scope: EnvironmentScope, into attributes: inout [RenderAttribute: String]) {
    if let mode = scope.read(\.keyboardType).inputMode { attributes[.inputMode] = mode }
    if let type = scope.read(\.textContentType) { attributes[.autocomplete] = type.rawValue }
    if let capitals = scope.read(\.textInputAutocapitalization) { attributes[.autocapitalize] = capitals.token }
    if scope.read(\.autocorrectionDisabled) { attributes[.autocorrect] = "off" }
    if let label = scope.read(\.submitLabel) { attributes[.enterKeyHint] = label.hint }
}
