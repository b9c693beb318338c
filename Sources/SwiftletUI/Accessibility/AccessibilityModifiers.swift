/// SwiftUI's accessibility modifiers. Each sets attributes on the view's rendered element (see
/// docs/engine/kinds-and-attributes.md, *Attributes*), so a modifier on a primitive makes no node of its own and a
/// changed label is one attribute change. Text is cleaned first (``AccessibilityText``): at most
/// 1,000 characters, no control characters, no outer whitespace. Hosts map the attributes to their
/// platform (the browser host to ARIA: docs/web/accessibility.md). All run on the main actor, in
/// `body`, like any modifier; none throws.
extension View {
    // MARK: Label, value, hint

    /// The label assistive technology reads for the view instead of its content. Attribute
    /// `accessibilityLabel`.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(.accessibilityLabel, label.string)
    }

    /// The label assistive technology reads for the view, from a localized string key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibility(.accessibilityLabel, Text(labelKey).string)
    }

    /// The label assistive technology reads for the view, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility(.accessibilityLabel, String(label))
    }

    /// The view's current value as assistive technology reads it ("50 %", "3 of 5 stars").
    /// Attribute `accessibilityValue`.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibility(.accessibilityValue, valueDescription.string)
    }

    /// The view's current value, from a localized string key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibility(.accessibilityValue, Text(valueKey).string)
    }

    /// The view's current value, from a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility(.accessibilityValue, String(value))
    }

    /// What happens when the view is activated ("Opens the photo"), read after its label.
    /// Attribute `accessibilityHint`.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(.accessibilityHint, hint.string)
    }

    /// The hint, from a localized string key.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibility(.accessibilityHint, Text(hintKey).string)
    }

    /// The hint, from a string.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility(.accessibilityHint, String(hint))
    }

    /// Other names a user may say or type for the view (voice control). Attribute
    /// `accessibilityInputLabels`: the labels joined with `|` (at most 20).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        inputLabelsAttribute(inputLabels.map(\.string))
    }

    /// Other names for the view, from localized string keys.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        inputLabelsAttribute(inputLabelKeys.map { Text($0).string })
    }

    /// Other names for the view, from strings.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        inputLabelsAttribute(inputLabels.map { String($0) })
    }

    // MARK: Structure

    /// Hides the view and everything in it from assistive technology when `hidden` is true; it
    /// stays visible. Attribute `accessibilityHidden` = `true`/`false`.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.accessibilityHidden, hidden ? "true" : "false"))
    }

    /// Makes the view one accessibility element whose children are ignored (the default), combined
    /// into it, or contained in it. Attribute `accessibilityElement` = `ignore`/`combine`/`contain`.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(.accessibilityElement, children.name))
    }

    /// Where the view comes in the reading order among its siblings: higher first. Attribute
    /// `accessibilitySortPriority` (a finite number; others are dropped).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        ModifiedContent(
            content: self,
            modifier: AttributeModifier(
                attributes: sortPriority.isFinite ? [.accessibilitySortPriority: attributeNumber(sortPriority)] : [:]))
    }

    /// Reads `representation` to assistive technology in place of the view: the view is shown and
    /// hidden from assistive technology, the representation is read and operated (a `Slider` for a
    /// drawn dial) but not shown. The representation is a `vstack` with attribute
    /// `accessibilityRepresentation` = `true` after the view.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        Group {
            self.accessibilityHidden(true)
            ModifiedContent(
                content: VStack { representation() },
                modifier: AttributeModifier(.accessibilityRepresentation, "true"))
        }
    }

    // MARK: Traits

    /// Adds accessibility traits. Each trait is attribute `trait.<name>` = `true` (`trait.isButton`);
    /// `.isSelected` is `selected` = `true` (the browser host writes `data-selected="true"`).
    /// An empty set adds nothing, so the attributes go away when a view stops passing the trait.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(attributes: traits.attributes(added: true)))
    }

    /// Removes accessibility traits: attribute `trait.<name>` = `false` for each (`selected` =
    /// `false` for `.isSelected`). Outside this modifier, a later `accessibilityAddTraits` of the
    /// same trait adds it back.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        ModifiedContent(content: self, modifier: AttributeModifier(attributes: traits.attributes(added: false)))
    }

    /// Makes the view a heading of `level`. Attribute `accessibilityHeading` = `1`…`6`, or
    /// `unspecified`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        ModifiedContent(
            content: self,
            modifier: AttributeModifier(
                .accessibilityHeading, level == .unspecified ? "unspecified" : "\(level.rawValue)"))
    }

    // MARK: Actions

    /// Runs `handler` for an accessibility action of `actionKind`. The `.default` action is the
    /// view's activation: the view becomes a button for assistive technology (attribute
    /// `accessibilityAction` = `default`), and a tap on it (in the browser: a click, or Enter or
    /// Space while it has the keyboard focus) runs `handler` on the main actor, together with the
    /// view's own tap gestures. The other kinds (`.escape`, `.magicTap`, `.delete`, `.showMenu`)
    /// are recorded (`accessibilityAction` = the kind's name) but no browser input sends them.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        // Only the `.default` kind's gesture is on (`.subviews` turns a gesture off, as in SwiftUI).
        ModifiedContent(
            content: simultaneousGesture(
                TapGesture().onEnded { handler() }, including: actionKind == .default ? .all : .subviews),
            modifier: AttributeModifier(.accessibilityAction, actionKind.name))
    }

    /// Adds a named custom action ("Delete", "Reply"). Attribute `accessibilityActions`: the names,
    /// joined with `|`. Browsers have no list of custom actions, so no input runs `handler` there.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility(.accessibilityActions, name.string)
    }

    /// A named custom action, from a localized string key.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibility(.accessibilityActions, Text(nameKey).string)
    }

    /// A named custom action, from a string.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibility(.accessibilityActions, String(name))
    }

    // MARK: Helpers

    /// One attribute holding cleaned text (``AccessibilityText``).
    func accessibility(_ name: RenderAttribute, _ text: String) -> ModifiedContent<Self, AttributeModifier> {
        ModifiedContent(content: self, modifier: AttributeModifier(name, AccessibilityText.clean(text)))
    }

    func inputLabelsAttribute(_ labels: [String]) -> ModifiedContent<Self, AttributeModifier> {
        let cleaned = labels.prefix(20).map { AccessibilityText.clean($0).replacing("|", with: " ") }.filter {
            !$0.isEmpty
        }
        return ModifiedContent(
            content: self, modifier: AttributeModifier(.accessibilityInputLabels, cleaned.joined(separator: "|")))
    }
}
