/// The name of one attribute of a rendered node: what the engine tells a host about a primitive
/// beyond its kind and text (`disabled`, `padding`, `font`, the value of a slider, an accessibility
/// label, ...). Values are strings; each attribute's grammar is in docs/engine/kinds-and-attributes.md.
///
/// The set is closed: a host switches over it (the browser host's `DOMMapping.role(of:)`), so a new
/// attribute is a compiler error in every host until the host says what it does with it. The raw
/// value is the attribute's name in tests, snapshots and the docs; attributes sort by it.
@_spi(SwiftletHost)
public enum RenderAttribute: String, Sendable, Hashable, CaseIterable, Comparable, Codable,
    CodingKeyRepresentable
{
    // MARK: Accessibility: labels, values, hints, traits (`trait.*`), live regions, announcements

    case accessibilityAction
    case accessibilityActions
    case accessibilityElement
    case accessibilityHeading
    case accessibilityHidden
    case accessibilityHint
    case accessibilityInputLabels
    case accessibilityLabel
    case accessibilityLiveRegion
    case accessibilityRepresentation
    case accessibilitySortPriority
    case accessibilityValue
    case announcement
    case keyboardShortcut
    case traitAllowsDirectInteraction = "trait.allowsDirectInteraction"
    case traitCausesPageTurn = "trait.causesPageTurn"
    case traitIsButton = "trait.isButton"
    case traitIsHeader = "trait.isHeader"
    case traitIsImage = "trait.isImage"
    case traitIsKeyboardKey = "trait.isKeyboardKey"
    case traitIsLink = "trait.isLink"
    case traitIsModal = "trait.isModal"
    case traitIsSearchField = "trait.isSearchField"
    case traitIsSelected = "trait.isSelected"
    case traitIsStaticText = "trait.isStaticText"
    case traitIsSummaryElement = "trait.isSummaryElement"
    case traitIsToggle = "trait.isToggle"
    case traitPlaysSound = "trait.playsSound"
    case traitStartsMediaSession = "trait.startsMediaSession"
    case traitUpdatesFrequently = "trait.updatesFrequently"

    // MARK: Alerts, dialogs, sheets and popovers

    case dialog
    case interactiveDismissDisabled
    case message
    case presentation
    case presentationDetent
    case presentationDetents
    case presentationDragIndicator
    case role
    case titleVisibility

    // MARK: Animation and transitions

    case contentTransition
    case opacity
    case timing
    case transition
    case transitionAnchor
    case transitionMove
    case transitionOffset
    case transitionScale

    // MARK: Asset catalogs

    case asset
    case assetScales
    case missingAsset

    // MARK: Colours, colour schemes and image scale

    case colorScheme
    case fill
    case imageScale
    case preferredColorScheme

    // MARK: Common view modifiers: identifier, font, colours, sizes

    case aspectRatio
    case backgroundColor
    case border
    case containerRelativeFrame
    case contentMode
    case font
    case foreground
    case foreground2
    case foreground3
    case foregroundColor
    case foregroundStyle
    case height
    case identifier
    case lineLimit
    case navigationTitle
    case overlay
    case refreshable
    case sizeHint
    case textAlignment
    case tint
    case width

    // MARK: Controls: buttons, toggles, text fields, pickers, sliders, steppers, date pickers, progress

    case autocapitalize
    case autocomplete
    case autocorrect
    case buttonStyle
    case checked
    case commit
    case components
    case contentUnavailable
    case controlGroup
    case date
    case disabled
    case enterKeyHint
    case expanded
    case groupBox
    case handler
    case inputMode
    case isOn
    case label
    case labeledContent
    case labelStyle
    case max
    case min
    case pickerStyle
    case placeholder
    case progressViewStyle
    case prompt
    case secure
    case spacing
    case step
    case tag
    case timeZone
    case title
    case toggleStyle
    case total
    case url
    case value
    case valueText

    // MARK: Focus

    case focusable
    case focused

    // MARK: Geometry readers and measuring

    case coordinateSpace
    case measure

    // MARK: Gestures and hit testing

    case allowsHitTesting
    case gestures
    case offset

    // MARK: Images

    case alt
    case blob
    case bytes
    case resizable
    case src

    // MARK: Layout: stacks, frames, grids, padding, scroll views

    case alignment
    case axes
    case axis
    case contentFlex
    case fixedSize
    case frame
    case gridCellAnchor
    case gridCellColumns
    case gridCellUnsizedAxes
    case gridColumnAlignment
    case gridColumns
    case gridRows
    case horizontalSpacing
    case layoutPriority
    case minLength
    case padding
    case position
    case rows
    case safeAreaInset
    case showsIndicators
    case verticalSpacing
    case zIndex

    // MARK: Lists, sections, rows and lazy containers

    case background
    case badge
    case editableRow
    case firstRow
    case lazy
    case listRowSeparator
    case listStyle
    case refreshing
    case rowAction
    case rowActions
    case rowCount
    case searchable
    case searchField
    case sectionPart
    case selectable
    case swipeActions

    // MARK: Navigation stacks, split views and titles

    case backTitle
    case canGoBack
    case columns
    case depth
    case missingDestination
    case navigationDestination
    case navigationLink
    case navigationSplitView
    case navigationTitleField
    case splitColumn
    case titleMenu
    case toolbarTitleMenu

    // MARK: SF Symbols

    case antialiased
    case capInsets
    case decorative
    case interpolation
    case path
    case renderingMode
    case resizingMode
    case symbolEffect
    case symbolEffectsRemoved
    case symbolRenderingMode
    case systemName
    case unknownSymbol

    // MARK: Scrolling to a view (ScrollViewReader)

    case scrollAnchor
    case scrollSerial
    case scrollTarget
    case scrollTo

    // MARK: Shapes, clip shapes and shape backgrounds

    case clipPath
    case clipRule
    case clipShape
    case contentPath
    case contentShape
    case dash
    case dashPhase
    case fillRule
    case lineCap
    case lineJoin
    case lineWidth
    case miterLimit
    case shapeBackground
    case shapeFill
    case shapeLayer
    case shapeOverlay
    case shapeSize
    case shapeStroke
    case strokePath
    case trim

    // MARK: Tab views

    case index
    case indexBackground
    case indexDisplay
    case name
    case selected
    case selection
    case tabButton
    case tabItem
    case tabPanel
    case tabStyle

    // MARK: Text and its styles

    case bold
    case dateStyle
    case fontDesign
    case fontWeight
    case italic
    case now
    case runs
    case textCase
    case textSelection
    case truncationMode

    // MARK: The engine itself

    case fault

    // MARK: Toolbars

    case placement
    case toolbar
    case toolbarItemGroup

    // MARK: Visual effects

    case blendMode
    case blur
    case brightness
    case clipped
    case colorInvert
    case colorMultiply
    case compositingGroup
    case contrast
    case cornerRadius
    case grayscale
    case hueRotation
    case rotation3DEffect
    case rotationEffect
    case saturation
    case scaleEffect
    case shadow

    public static func < (lhs: RenderAttribute, rhs: RenderAttribute) -> Bool { lhs.rawValue < rhs.rawValue }
}
