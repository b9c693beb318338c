@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletEmbedding) import SwiftletWeb

/// Apps that exist only for tests (`swiftlet serve --test-apps` mounts them, unlisted on the index).
public enum TestApps {
    /// Every test app, each hidden from the index:
    /// - `bench-table`: the framework benchmark's table, whose buttons grow rows without bound (so it
    ///   is never served to everyone);
    /// - `broken`: a page whose "Break this session" button mounts a view that declares an
    ///   `@EnvironmentObject` nobody provides, a misuse SwiftUI traps on; the browser host shows the
    ///   engine's error view for that session only. Its "Stop the process" button overflows an `Int`,
    ///   a trap that ends the process after the host logged whose code it was;
    /// - `presentation`: the page of alerts, dialogs, a sheet and focus the browser tests drive;
    /// - `lists-navigation`: the browser test of lists and navigation (push by value, back, delete,
    ///   search); the others are named for the browser test that drives them.
    @_spi(SwiftletEmbedding) public static func entries() -> [WebApp] {
        [
            WebApp(
                name: "bench-table", title: "Benchmark table",
                summary: "The framework benchmark's table of rows: create, update, swap, select and remove rows.",
                hidden: true,
                makeGraph: {
                    let graph = ViewGraph(BenchTableView())
                    // Counts only: a session creating 10,000 rows per click must not keep an entry per body.
                    graph.evaluations.keepsEntries = false
                    return graph
                }),
            WebApp(
                name: "broken", title: "Broken on purpose",
                summary: "A page that misuses @EnvironmentObject when asked to, to prove session isolation.",
                hidden: true, makeGraph: { ViewGraph(BrokenOnPurposeView()) }),
            // The page `Tests/Browser/test_presentation.py` drives.
            WebApp(
                name: "presentation", title: "Presentation lab",
                summary:
                    "An alert, a confirmation dialog, a sheet for an item and fields whose focus follows @FocusState.",
                hidden: true, makeGraph: { ViewGraph(PresentationLabView()) }),
            // Input controls: one of each, driven through the native elements by test_native_inputs.py.
            WebApp(
                name: "native-inputs", title: "Native inputs",
                summary: "A value field, a secure field, an editor, a stepper, a slider and a date picker.",
                hidden: true, makeGraph: { ViewGraph(NativeInputsView()) }),
            WebApp(
                name: "lists-navigation", title: "Lists and navigation",
                summary: "A searchable list of trails that push a detail by value and can be deleted.",
                hidden: true, makeGraph: { ViewGraph(ListsNavigationDemo()) }),
            // Choices, display and text
            WebApp(
                name: "native-choices", title: "Native choices",
                summary: "Pickers, a switch, a disclosure group, a menu and a link as native HTML controls.",
                hidden: true, makeGraph: { ViewGraph(NativeChoicesView()) }),
            // Grids and frames: the page `Tests/Browser/test_grids.py` drives.
            WebApp(
                name: "grids-frames", title: "Grids and frames",
                summary: "An adaptive grid, fixed and bounded columns, and cards sized relative to their scroll view.",
                hidden: true, makeGraph: { ViewGraph(GridsFramesView()) }),
            // The page `Tests/Browser/test_layout.py` measures.
            WebApp(
                name: "layout", title: "Layout",
                summary: "Stacks, frames, padding, spacers, grids and placement drawn with coloured boxes.",
                hidden: true, makeGraph: { ViewGraph(LayoutLabView()) }),
            // Page tab views: the page `Tests/Browser/test_page_tabs.py` drives.
            WebApp(
                name: "pages", title: "Pages",
                summary: "A tab view in the page style: three pages from a ForEach and a row of dots.",
                hidden: true, makeGraph: { ViewGraph(PagesLabView()) }),
            // Rich text
            WebApp(
                name: "rich-text", title: "Rich text",
                summary: "Markdown in Text literals and concatenated styled texts.",
                hidden: true, makeGraph: { ViewGraph(RichTextView()) }),
            // The page `Tests/Browser/test_shapes.py` drives.
            WebApp(
                name: "shapes", title: "Shapes and geometry",
                summary: "Custom and built-in shapes, a trimmed ring, a resizing triangle and a geometry reader.",
                hidden: true, makeGraph: { ViewGraph(ShapesTestView()) }),
            // The page `Tests/Browser/test_styles.py` drives.
            WebApp(
                name: "styles", title: "Colour, styles and effects",
                summary: "System colours, gradients, a material, tint, effects and the light or dark scheme.",
                hidden: true, makeGraph: { ViewGraph(StylesLabView()) }),
            // The page `Tests/Browser/test_symbols.py` drives.
            WebApp(
                name: "symbols", title: "Symbols and images",
                summary:
                    "Symbols at several scales, fonts and rendering modes, and images and a colour from an asset catalog.",
                hidden: true, makeGraph: { ViewGraph(SymbolsTestView()) }),
            // The page `Tests/Browser/test_gestures.py` drives.
            WebApp(
                name: "gestures", title: "Gestures",
                summary:
                    "A card to drag, a tile to tap once or twice, a long press, hover, and a label clicks pass through.",
                hidden: true, makeGraph: { ViewGraph(GestureLabView()) }),
            // The page `Tests/Browser/test_animation.py` drives.
            WebApp(
                name: "animations", title: "Animations lab",
                summary: "A box that fades and widens with a one-second animation and a card with a scale transition.",
                hidden: true, makeGraph: { ViewGraph(AnimationsLabView()) }),
            // The page `Tests/Browser/test_latency.py` drives over a slow link.
            WebApp(
                name: "latency", title: "Latency lab",
                summary: "A button, a link, a field, switches and pickers that answer before the server confirms.",
                hidden: true, makeGraph: { ViewGraph(LatencyLabView()) }),
            // The page `Tests/Browser/test_url_navigation.py` drives.
            WebApp(
                name: "url-navigation", title: "URL navigation",
                summary: "Three levels pushed by value, a notes screen pushed as a view, and two tabs, all in the URL.",
                hidden: true, makeGraph: { ViewGraph(URLNavigationView()) }),
            // The page `Tests/Browser/test_resume.py` reloads.
            WebApp(
                name: "scene-storage", title: "Scene storage lab",
                summary: "A draft, a count and a switch kept per tab, a count kept per browser, one per session.",
                hidden: true, makeGraph: { ViewGraph(SceneStorageLabView()) }),
            // Accessibility: the page `Tests/Browser/test_accessibility.py` drives with the keyboard.
            WebApp(
                name: "accessibility", title: "Accessibility lab",
                summary: "A hint, a drawn button, a heading, and a sheet and an alert that give the focus back.",
                hidden: true, makeGraph: { ViewGraph(AccessibilityLabView()) }),
            // The page `Tests/Browser/test_custom_styles.py` drives.
            WebApp(
                name: "custom-styles", title: "Custom styles",
                summary: "A button style that grows while held, a toggle style and a label style of your own.",
                hidden: true, makeGraph: { ViewGraph(CustomStylesView()) }),
        ]
    }
}

/// The object `MissingObjectReader` expects and no ancestor provides.
final class NeverProvided: ObservableObject {
    @Published var value = 0
}

struct BrokenOnPurposeView: View {
    @State private var broken = false
    /// One below the largest `Int`: "Stop the process" adds 2, an overflow that traps (a test of
    /// the line the host logs before the process stops; only `--test-apps` serves this page).
    @State private var nearlyFull = Int.max - 1

    var body: some View {
        VStack(spacing: 8) {
            Text("This page breaks when you ask it to.").accessibilityIdentifier("broken-intro")
            Button("Break this session") { broken = true }.accessibilityIdentifier("break")
            Button("Stop the process") { nearlyFull += 2 }.accessibilityIdentifier("trap")
            if broken { MissingObjectReader() }
        }
    }
}

struct MissingObjectReader: View {
    @EnvironmentObject var object: NeverProvided
    var body: some View { Text("value \(object.value)") }
}
