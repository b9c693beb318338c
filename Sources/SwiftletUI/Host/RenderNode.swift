/// The kind of primitive a rendered node stands for. Hosts map each kind to their own element.
@_spi(SwiftletHost) public enum RenderKind: String, Sendable, Hashable, CaseIterable {
    case root
    case text
    case button
    case vstack
    case hstack
    case zstack
    case spacer
    case divider
    case scrollView
    case lazyVStack
    case list
    case row  // one row of a List/ForEach inside a lazy container
    case progress
    case image
    case textField
    case toggle
    case navigationStack
    case toolbar
    case alert
    case picker
    case group  // a transparent container (Group, ForEach, conditional content)
    case lazyVGrid  // a LazyVGrid: `row` children laid out in `columns` columns
    case sheet  // a presented sheet (`.sheet`), its content as the only child
    case tabView  // TabView: its `.tabBar`, then its `.tab` nodes
    case tab  // one tab of a TabView: its content (attribute `tabButton`: the id of its bar button)
    // Input controls
    case textEditor  // TextEditor, TextField(axis: .vertical): multi-line text
    case stepper  // Stepper: its label, then a decrement and an increment button
    case slider  // Slider: value/min/max/step; label, minimum and maximum value labels as children
    case datePicker  // DatePicker: a local date/time value in a named time zone
    // Choices, display and text
    case form  // Form: grouped sections
    case section  // Section or GroupBox: a header part, the content, a footer part
    case pickerOption  // one row of a Picker (attributes `tag`, `selected`, `pickerStyle`)
    case link  // Link: attribute `url`
    case disclosure  // DisclosureGroup: attribute `expanded`, the content while expanded
    case menu  // Menu: the title, the content (its actions)
    case symbol  // Image(systemName:): attribute `systemName`, the resolved symbol name
    case shape  // a Shape drawn: SVG path data at the measured size, fill and stroke paints
    case geometryReader  // GeometryReader: takes the space offered, its content at the top leading corner
    case frame  // `.frame` and `.position`: a box sized by attribute `frame`, the content as its only child
    case grid  // Grid: `gridRow` children and views spanning every column
    case gridRow  // GridRow: one row of a Grid's cells
    case lazyHGrid  // LazyHGrid: every cell materialised, laid out in attribute `gridRows` rows
    case viewThatFits  // ViewThatFits: the candidates in order; hosts show the first that fits
    case tabBar  // a TabView's bar: one `.button` (attribute `tabItem`) per tab, in order
}

/// A host-facing snapshot of one primitive and its subtree, as the engine last rendered it.
///
/// Only primitives produce nodes; user views (`body`) never appear here. `attributes` carry
/// modifiers and primitive parameters (`disabled`, `value`, `font`, `padding`, ...), named by the
/// closed set of ``RenderAttribute``.
@_spi(SwiftletHost) public struct RenderNode: Sendable, Equatable {
    public var id: NodeID
    public var kind: RenderKind
    /// Visible text: a `Text`'s string, a `Button`'s or `Toggle`'s plain label, a `TextField`'s value.
    public var text: String?
    public var attributes: [RenderAttribute: String]
    public var children: [RenderNode]

    public init(
        id: NodeID, kind: RenderKind, text: String? = nil, attributes: [RenderAttribute: String] = [:],
        children: [RenderNode] = []
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.attributes = attributes
        self.children = children
    }
}

extension RenderNode {
    /// The kinds an identifier written after `.frame` passes into: controls, which are what
    /// assistive technology and UI tests address (a text field, not the box around it). Around
    /// anything else (a colour, a stack, a shape) the identifier names the frame's box, whose
    /// rectangle layout tests measure.
    static let identifierPassesInto: Set<RenderKind> = [
        .button, .textField, .textEditor, .toggle, .slider, .stepper, .picker, .datePicker, .link, .menu,
        .disclosure,
    ]

    /// A frame is a box of layout, not an accessibility element: as in SwiftUI, an identifier
    /// written after `.frame` around a control names the control (through nested frames), unless
    /// the control has an identifier of its own. Element and modifier nodes apply this when they
    /// render.
    mutating func passIdentifierThroughFrames() {
        guard kind == .frame, !children.isEmpty, children[0].attributes[.identifier] == nil,
            children[0].kind == .frame || RenderNode.identifierPassesInto.contains(children[0].kind),
            let identifier = attributes.removeValue(forKey: .identifier)
        else { return }
        children[0].attributes[.identifier] = identifier
        children[0].passIdentifierThroughFrames()
    }
}
