@_spi(SwiftletHost) import SwiftletUI

/// What the browser host does with each attribute of a rendered node.
///
/// ``DOMMapping/role(of:)`` is one exhaustive switch: a new `RenderAttribute` does not compile
/// until it is given a role here, and the role decides whether the attribute reaches the page as
/// CSS, as part of its kind's element, as ARIA or as `data-*`.
enum AttributeRole: Sendable {
    /// Part of the element's validated inline `style` (``StyleAttributes``).
    case style
    /// Read by the element its kind maps to (a button's `disabled`, a slider's `min`); not passed
    /// on, except that `disabled` and `label` become `aria-disabled` and `aria-label` on kinds whose
    /// element does not carry them itself.
    case element
    /// Read by a shape's SVG or a clip path (DOMMapping+Shapes.swift); not passed on.
    case shape
    /// Turned into ARIA by DOMMapping+Accessibility.swift; not passed on.
    case accessibility
    /// Passed on as `data-<name>` (`someName` becomes `data-some-name`) for the stylesheet and the
    /// client.
    case data
}

extension DOMMapping {
    /// The role of `attribute` in the browser host (see ``AttributeRole``).
    static func role(of attribute: RenderAttribute) -> AttributeRole {
        switch attribute {
        case .allowsHitTesting, .background, .backgroundColor, .blendMode, .blur, .border, .brightness, .clipped,
            .colorInvert, .colorMultiply, .compositingGroup, .containerRelativeFrame, .contentFlex, .contrast,
            .cornerRadius, .fill, .fixedSize, .foreground, .foregroundColor, .foregroundStyle, .frame, .grayscale,
            .gridCellAnchor, .gridCellColumns, .gridRows, .height, .horizontalSpacing, .hueRotation,
            .layoutPriority, .offset, .opacity, .padding, .rotation3DEffect, .rotationEffect, .saturation,
            .scaleEffect, .shadow, .textAlignment, .tint, .verticalSpacing, .width, .zIndex:
            .style
        case .alignment, .alt, .aspectRatio, .asset, .assetScales, .autocapitalize, .autocomplete, .autocorrect,
            .backTitle, .blob, .canGoBack, .checked, .commit, .components, .decorative, .depth, .disabled,
            .enterKeyHint, .foreground2, .foreground3, .inputMode, .isOn, .label, .lazy, .max, .message, .min,
            .placeholder, .prompt, .runs, .secure, .selection, .spacing, .src, .step, .systemName, .title, .total,
            .transition, .url, .value:
            .element
        case .clipPath, .clipRule, .clipShape, .dash, .dashPhase, .fillRule, .lineCap, .lineJoin, .lineWidth,
            .miterLimit, .path, .shapeFill, .shapeSize, .shapeStroke, .strokePath, .trim:
            .shape
        case .accessibilityAction, .accessibilityElement, .accessibilityHeading, .accessibilityHidden,
            .accessibilityHint, .accessibilityLabel, .accessibilityLiveRegion, .accessibilityValue,
            .traitAllowsDirectInteraction, .traitCausesPageTurn, .traitIsButton, .traitIsHeader, .traitIsImage,
            .traitIsKeyboardKey, .traitIsLink, .traitIsModal, .traitIsSearchField, .traitIsSelected,
            .traitIsStaticText, .traitIsSummaryElement, .traitIsToggle, .traitPlaysSound, .traitStartsMediaSession,
            .traitUpdatesFrequently:
            .accessibility
        case .accessibilityActions, .accessibilityInputLabels, .accessibilityRepresentation,
            .accessibilitySortPriority, .announcement, .antialiased, .axes, .axis, .badge, .bold, .buttonStyle,
            .bytes, .capInsets, .colorScheme, .columns, .contentMode, .contentPath, .contentShape,
            .contentTransition, .contentUnavailable, .controlGroup, .coordinateSpace, .date, .dateStyle, .dialog,
            .editableRow, .expanded, .fault, .firstRow, .focusable, .focused, .font, .fontDesign, .fontWeight,
            .gestures, .gridCellUnsizedAxes, .gridColumnAlignment, .gridColumns, .groupBox, .handler, .identifier,
            .imageScale, .index, .indexBackground, .indexDisplay, .interactiveDismissDisabled, .interpolation,
            .italic, .keyboardShortcut, .labeledContent, .labelStyle, .lineLimit, .listRowSeparator, .listStyle,
            .measure, .minLength, .missingAsset, .missingDestination, .name, .navigationDestination,
            .navigationLink, .navigationSplitView, .navigationTitle, .navigationTitleField, .now, .overlay,
            .pickerStyle, .placement, .position, .preferredColorScheme, .presentation, .presentationDetent,
            .presentationDetents, .presentationDragIndicator, .progressViewStyle, .refreshable, .refreshing,
            .renderingMode, .resizable, .resizingMode, .role, .rowAction, .rowActions, .rowCount, .rows,
            .safeAreaInset, .scrollAnchor, .scrollSerial, .scrollTarget, .scrollTo, .searchable, .searchField,
            .sectionPart, .selectable, .selected, .shapeBackground, .shapeLayer, .shapeOverlay, .showsIndicators,
            .sizeHint, .splitColumn, .swipeActions, .symbolEffect, .symbolEffectsRemoved, .symbolRenderingMode,
            .tabButton, .tabItem, .tabPanel, .tabStyle, .tag, .textCase, .textSelection, .timeZone, .timing,
            .titleMenu, .titleVisibility, .toggleStyle, .toolbar, .toolbarItemGroup, .toolbarTitleMenu,
            .transitionAnchor, .transitionMove, .transitionOffset, .transitionScale, .truncationMode,
            .unknownSymbol, .valueText:
            .data
        }
    }
}
