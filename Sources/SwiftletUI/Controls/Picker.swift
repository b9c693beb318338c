/// A control for choosing one of a set of values, as SwiftUI's `Picker`.
///
/// Each row of `content` is an option: a view with `.tag(_:)`, or a row of a `ForEach` whose id
/// stands for it (the implicit tag). An option counts only when its tag has the selection's type
/// (or its wrapped type, for an optional selection); other rows show but cannot be chosen.
///
/// Renders `.picker`: `text` is the title, attributes `pickerStyle` (see ``PickerStyle``; the style the
/// picker had when it mounted decides the host's element) and `selection` (the key of the selected
/// value, "" for `nil`); its children are `.pickerOption` nodes (attributes `tag`, the
/// option's key, `selected` = `true`/`false`, `pickerStyle`; `text` the row's text when it is a
/// `Text` or a ``Label``), each holding its row's view. A `select`
/// event carries an option's key and writes its tag to the binding; a key no option has, or an
/// option whose tag is not of the selection's type, is refused (`HostEventError.notApplicable`) and
/// the selection stays as it was.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, ElementView {
    let title: String?
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    /// A picker with a label view.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.title = nil
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    static var refreshesChildren: Bool { true }

    func describe(in node: ElementNode) -> ElementDescription {
        let style = node.scope.read(\.pickerStyleName)
        let current = selection.wrappedValue
        var attributes: [RenderAttribute: String] = [.pickerStyle: style]
        let keys = optionKeys()
        let selectedKey = keys.key(of: current) ?? keys.unusedKey(for: current)
        attributes[.selection] = selectedKey
        if let name = title ?? staticText(of: label) { attributes[.label] = name }
        if !node.scope.readIsEnabled() { attributes[.disabled] = "true" }
        let context = PickerOptionContext(selectedKey: selectedKey, style: style, keys: keys)
        let children: [any View] = flattened(content).map { view in
            if let rows = view as? any PickerRowSource {
                return rows.pickerOptions(context: context, selectionType: SelectionValue.self)
            }
            return PickerOption<AnyView, SelectionValue>(
                content: AnyView(erasing: view), tag: explicitTag(of: view), context: context)
        }
        return ElementDescription(kind: .picker, text: title, attributes: attributes, children: children)
    }

    func handle(_ event: HostEvent, node: ElementNode) throws {
        guard case .select(_, let key) = event else {
            throw HostEventError.notApplicable(node.ownID, "a picker takes select events")
        }
        guard node.scope.values.isEnabled else {
            throw HostEventError.notApplicable(node.ownID, "the picker is disabled")
        }
        guard let value: SelectionValue = optionKeys().value(forKey: key) else {
            throw HostEventError.notApplicable(node.ownID, "the picker has no option \(key)")
        }
        selection.wrappedValue = value
    }

    /// The keys of the options' tags, reading every row's tag in order.
    private func optionKeys() -> PickerKeys {
        var keys = PickerKeys()
        var index = 0
        func add(_ tag: AnyHashable?) {
            if let value = tag?.base as? SelectionValue { keys.add(value, index: index) }
            index += 1
        }
        for view in flattened(content) {
            if let rows = view as? any RowSource, view is any PickerRowSource {
                for row in 0..<rows.rowCount {
                    add(explicitTag(of: rows.rowView(at: row)) ?? rows.rowID(at: row))
                }
            } else {
                add(explicitTag(of: view))
            }
        }
        return keys
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.label = Text(verbatim: String(title))
        self.selection = selection
        self.content = content()
    }
}

/// How a picker's options are keyed for hosts, which send a key back in a `select` event. A tag's
/// key is its description (an enum case's name, a number, a string) when that is unique among the
/// options; `nil` of an optional selection is "". A tag whose description is empty or already taken
/// by another tag (every instance of a class, say) gets `#` and its option's position appended, so
/// distinct tags always have distinct keys, stable while the rows stay the same.
struct PickerKeys: Equatable {
    private var keyByValue: [AnyHashable: String] = [:]
    private var valueByKey: [String: AnyHashable] = [:]

    /// Gives `value`, the tag of the option at `index`, a key unless an equal tag has one.
    mutating func add<Value: Hashable>(_ value: Value, index: Int) {
        let hashable = AnyHashable(value)
        guard keyByValue[hashable] == nil else { return }
        var key: String
        if let optional = value as? any OptionalValue, optional.wrappedAny == nil {
            key = ""
        } else {
            key = Self.fallbackKey(of: value)
            if key.isEmpty || valueByKey[key] != nil { key += "#\(index)" }
        }
        while valueByKey[key] != nil { key += "#\(index)" }
        keyByValue[hashable] = key
        valueByKey[key] = hashable
    }

    /// The key of the option tagged `value`, if an option has that tag.
    func key<Value: Hashable>(of value: Value) -> String? { keyByValue[AnyHashable(value)] }

    /// The tag of the option keyed `key`, if it is of `Value`'s type.
    func value<Value>(forKey key: String) -> Value? {
        // Unwrapped first: a missing key must not cast to an optional `Value` holding nil.
        guard let stored = valueByKey[key] else { return nil }
        return stored.base as? Value
    }

    /// The key shown for a selection no option has: its description ("" for `nil`), with `#`
    /// appended while an option has that key, so no option shows as selected.
    func unusedKey<Value>(for value: Value) -> String {
        var key = Self.fallbackKey(of: value)
        while valueByKey[key] != nil { key += "#" }
        return key
    }

    /// A value's description; "" for `nil`.
    static func fallbackKey<Value>(of value: Value) -> String {
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedAny else { return "" }
            return String(describing: wrapped)
        }
        return String(describing: value)
    }
}

/// Lets `PickerKeys` see through an optional selection.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}

/// What each option needs from its picker.
struct PickerOptionContext: Equatable {
    let selectedKey: String?
    let style: String
    /// The keys of the picker's options.
    let keys: PickerKeys
}

/// One option of a picker: renders `.pickerOption` around its row's view.
struct PickerOption<Content: View, SelectionValue: Hashable>: View, ElementView {
    let content: Content
    let tag: AnyHashable?
    let context: PickerOptionContext

    var body: Never { primitiveBody() }

    func describe(in node: ElementNode) -> ElementDescription {
        var attributes: [RenderAttribute: String] = [.pickerStyle: context.style]
        if let tag, let value = tag.base as? SelectionValue, let key = context.keys.key(of: value) {
            attributes[.tag] = key
            attributes[.selected] = key == context.selectedKey ? "true" : "false"
        } else {
            attributes[.selected] = "false"
        }
        return ElementDescription(
            kind: .pickerOption, text: staticText(of: content), attributes: attributes, children: [content])
    }
}

/// A `ForEach` inside a picker: its rows become options, each tagged by its `.tag` or its id.
@MainActor
protocol PickerRowSource {
    func pickerOptions<SelectionValue: Hashable>(context: PickerOptionContext, selectionType: SelectionValue.Type)
        -> any View
}

extension ForEach: PickerRowSource {
    func pickerOptions<SelectionValue: Hashable>(context: PickerOptionContext, selectionType: SelectionValue.Type)
        -> any View
    {
        let id = self.id
        let content = self.content
        return ForEach<Data, ID, PickerOption<Content, SelectionValue>>(data, identifiedBy: id) { element in
            let row = content(element)
            return PickerOption(content: row, tag: explicitTag(of: row) ?? AnyHashable(id(element)), context: context)
        }
    }

    /// Rows identified by `id`, a function of the element.
    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

/// The `.tag(_:)` wrapped around `view` (at any depth of modifiers), if any.
@MainActor
func explicitTag(of view: any View) -> AnyHashable? {
    var current: any View = view
    while let modified = current as? any ModifiedContentProtocol {
        if let tagModifier = modified.builtinModifier as? TagModifier { return tagModifier.tag }
        current = modified.anyContent
    }
    return nil
}

/// The text a simple label view shows: a `Text`, a ``Label``'s title, through modifiers; else nil.
@MainActor
func staticText(of view: any View) -> String? {
    let current = unmodified(view)
    if let text = current as? Text { return text.string }
    if let label = current as? any LabelTitled { return label.titleText }
    return nil
}

/// A title for a control whose label is a view: its static text, else the spoken name of a system
/// symbol it is (the browser shows no symbol glyphs, so an icon-only `Menu` or `DisclosureGroup`
/// would otherwise have nothing to click), else the empty string.
@MainActor
func controlTitle(of view: any View) -> String {
    if let text = staticText(of: view) { return text }
    if let image = unmodified(view) as? Image, let symbol = image.attributes[.systemName] {
        return spokenName(ofSymbol: symbol)
    }
    return ""
}

/// What a system symbol means in words: the usual word for the common ones ("ellipsis.circle" is
/// "More"), else its name's parts without the style suffixes ("star.fill" is "star", "bell.slash"
/// is "bell slash").
func spokenName(ofSymbol symbol: String) -> String {
    let styles: Set<Substring> = ["fill", "circle", "square", "rectangle", "badge"]
    var parts = symbol.split(separator: ".")
    while parts.count > 1, let last = parts.last, styles.contains(last) { parts.removeLast() }
    let base = parts.joined(separator: ".")
    let common: [String: String] = [
        "ellipsis": "More", "plus": "Add", "minus": "Remove", "trash": "Delete", "gear": "Settings",
        "gearshape": "Settings", "square.and.arrow.up": "Share", "magnifyingglass": "Search",
        "line.3.horizontal.decrease": "Filter", "arrow.up.arrow.down": "Sort", "pencil": "Edit",
        "xmark": "Close", "info": "Info", "questionmark": "Help", "person": "Account", "bell": "Notifications",
    ]
    if let word = common[base] { return word }
    return parts.joined(separator: " ")
}

// MARK: - Styles

/// A picker's appearance, set with `.pickerStyle(_:)` for every picker below. Hosts map it: the menu
/// styles (`.automatic`, `.menu`, `.wheel`, `.navigationLink`) to a drop-down (`<select>`), the
/// others (`.segmented`, `.inline`, `.radioGroup`, `.palette`) to a group of radio buttons.
public protocol PickerStyle: Sendable {}

/// The name each built-in picker style is carried under (attribute `pickerStyle`).
protocol NamedPickerStyle: PickerStyle {
    static var styleName: String { get }
}

/// The platform's default picker style: a menu.
public struct DefaultPickerStyle: NamedPickerStyle {
    static let styleName = "automatic"
    public init() {}
}

/// A menu (a drop-down in the browser).
public struct MenuPickerStyle: NamedPickerStyle {
    static let styleName = "menu"
    public init() {}
}

/// Segments side by side (radio buttons in the browser).
public struct SegmentedPickerStyle: NamedPickerStyle {
    static let styleName = "segmented"
    public init() {}
}

/// The options inline, one per line (radio buttons in the browser).
public struct InlinePickerStyle: NamedPickerStyle {
    static let styleName = "inline"
    public init() {}
}

/// Radio buttons.
public struct RadioGroupPickerStyle: NamedPickerStyle {
    static let styleName = "radioGroup"
    public init() {}
}

/// A wheel on iOS; a drop-down in the browser.
public struct WheelPickerStyle: NamedPickerStyle {
    static let styleName = "wheel"
    public init() {}
}

/// A navigation link to a list of options on iOS; a drop-down in the browser.
public struct NavigationLinkPickerStyle: NamedPickerStyle {
    static let styleName = "navigationLink"
    public init() {}
}

/// A row of options (radio buttons in the browser).
public struct PalettePickerStyle: NamedPickerStyle {
    static let styleName = "palette"
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu (a drop-down in the browser).
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments (radio buttons in the browser).
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline (radio buttons in the browser).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel on iOS; shown as a drop-down in the browser.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A link to a list of options on iOS; shown as a drop-down in the browser.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of options (radio buttons in the browser).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = "automatic"
}

extension EnvironmentValues {
    /// The name of the picker style set above (`automatic` by default).
    var pickerStyleName: String {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers below (see ``PickerStyle``). A style of your own shows as `.automatic`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let name = (S.self as? any NamedPickerStyle.Type)?.styleName ?? DefaultPickerStyle.styleName
        return environment(\.pickerStyleName, name)
    }
}
