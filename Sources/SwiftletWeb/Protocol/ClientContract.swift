/// The names the browser client and the server share: the `ev` of each message the page sends, the
/// keys of the frames the server sends and the names of their operations, the `data-ev` values
/// that say which event a control sends, and the `data-*` attributes the client reads.
///
/// The client's `Resources/client/constants.js` is made from these enums (``javaScript``);
/// `ClientContractTests` fails when the committed file differs and says how to write it again.
enum ClientContract {
    /// The `ev` of each message the page sends (docs/web.md, *Browser → server events*).
    enum Message: String, CaseIterable, Sendable {
        case tap, input, submit, toggle, select, refresh, back, focus, gesture, range
        case visibility, resync, storage, geo, viewport, language, size, place, colorScheme, location, scene
        case hello, token, leave
    }

    /// The keys of the frames the server sends (docs/web.md, *Server → browser frames*).
    enum FrameKey: String, CaseIterable, Sendable {
        case seq, ops, refs, render, ack, error, ref, store, geo, nav, open, scene
        case session, frames, resumed
    }

    /// The first element of each operation in a tick frame's `ops`.
    enum Op: String, CaseIterable, Sendable {
        case text, attr, unattr, insert, remove, clear, move, anim
    }

    /// The values of `data-ev`: which event a control's element sends.
    enum EventName: String, CaseIterable, Sendable {
        case tap, back, select, disclose, input, toggle, commit
    }

    /// The `data-*` attributes the server writes and the client reads.
    enum DataAttribute: String, CaseIterable, Sendable {
        case app = "data-app"
        case session = "data-session"
        case seq = "data-seq"
        case url = "data-url"
        case depth = "data-depth"
        case ev = "data-ev"
        case node = "data-node"
        case tag = "data-tag"
        case expanded = "data-expanded"
        case role = "data-role"
        case selected = "data-selected"
        case dialog = "data-dialog"
        case runs = "data-runs"
        case lazy = "data-lazy"
        case firstRow = "data-first-row"
        case rowCount = "data-row-count"
        case columns = "data-columns"
        case refreshable = "data-refreshable"
        case refreshing = "data-refreshing"
        case measure = "data-measure"
        case coordinateSpace = "data-coordinate-space"
        case gestures = "data-gestures"
        case focused = "data-focused"
        case focusable = "data-focusable"
        case presentation = "data-presentation"
        case presentationDetents = "data-presentation-detents"
        case presentationDetent = "data-presentation-detent"
        case presentationDragIndicator = "data-presentation-drag-indicator"
        case interactiveDismissDisabled = "data-interactive-dismiss-disabled"
        case scrollTo = "data-scroll-to"
        case scrollTarget = "data-scroll-target"
        case scrollAnchor = "data-scroll-anchor"
        case scrollSerial = "data-scroll-serial"
        case transition = "data-transition"
        case transitionAnimation = "data-transition-animation"
        case contentTransition = "data-content-transition"
        case accessibilityDescription = "data-accessibility-description"
        case accessibilityHidden = "data-accessibility-hidden"
        case announcement = "data-announcement"
        case keyboardShortcut = "data-keyboard-shortcut"
        case dateStyle = "data-date-style"
        case date = "data-date"
        case now = "data-now"
        case gridCellColumns = "data-grid-cell-columns"
        case gridColumnAlignment = "data-grid-column-alignment"
        case axes = "data-axes"
        case buttonStyle = "data-button-style"
        case tabStyle = "data-tab-style"
    }

    /// The text of `Resources/client/constants.js`: one frozen object per enum, its keys the case
    /// names and its values the raw values, in declaration order.
    static var javaScript: String {
        var text = """
            // Generated from Sources/SwiftletWeb/Protocol/ClientContract.swift: do not edit by hand.
            // ClientContractTests fails when this file and the enums differ; to write it again, run
            //   SWIFTLET_REGENERATE=1 swift test --filter ClientContractTests

            """
        func object<Names: CaseIterable & RawRepresentable>(_ name: String, _ summary: String, _: Names.Type) -> String
        where Names.RawValue == String {
            var lines = "\n// \(summary)\nexport const \(name) = Object.freeze({\n"
            for value in Names.allCases { lines += "  \(value): \"\(value.rawValue)\",\n" }
            return lines + "});\n"
        }
        text += object("Message", "The `ev` of each message the page sends.", Message.self)
        text += object("FrameKey", "The keys of the frames the server sends.", FrameKey.self)
        text += object("Op", "The first element of each operation in a tick frame's `ops`.", Op.self)
        text += object("EventName", "The values of `data-ev`: which event a control's element sends.", EventName.self)
        text += object(
            "DataAttribute", "The `data-*` attributes the server writes and the client reads.", DataAttribute.self)
        return text
    }
}
