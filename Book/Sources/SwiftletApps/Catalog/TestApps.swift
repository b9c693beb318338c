import SwiftletUI

/// Apps that exist only for tests (`swiftlet serve --test-apps` mounts them, unlisted on the index).
public enum TestApps {
    /// `broken`: a page whose "Break this session" button mounts a view that declares an
    /// `@EnvironmentObject` nobody provides, a misuse SwiftUI traps on. The browser host shows the
    /// engine's error view for that session only. Its "Stop the process" button overflows an `Int`,
    /// a trap that ends the process after the host logged whose code it was. `bench-table`: the framework benchmark's table,
    /// whose buttons grow rows without bound (so it is never served to everyone). `presentation`: the
    /// page of alerts, dialogs, a sheet and focus the browser tests drive.
    /// whose buttons grow rows without bound (so it is never served to everyone). `lists-navigation`:
    /// the browser test of lists and navigation (push by value, back, delete, search).
    public static func entries() -> [AppEntry] {
        [
            AppEntry(
                name: "bench-table", title: "Benchmark table",
                summary: "The framework benchmark's table of rows: create, update, swap, select and remove rows.",
                makeGraph: {
                    let graph = ViewGraph(BenchTableView())
                    // Counts only: a session creating 10,000 rows per click must not keep an entry per body.
                    graph.evaluations.keepsEntries = false
                    return graph
                }, hidden: true),
            AppEntry(
                name: "broken", title: "Broken on purpose",
                summary: "A page that misuses @EnvironmentObject when asked to, to prove session isolation.",
                makeGraph: { ViewGraph(BrokenOnPurposeView()) }),
            // The page `Tests/Browser/test_presentation.py` drives.
            AppEntry(
                name: "presentation", title: "Presentation lab",
                summary:
                    "An alert, a confirmation dialog, a sheet for an item and fields whose focus follows @FocusState.",
                makeGraph: { ViewGraph(PresentationLabView()) }, hidden: true),
            // Input controls: one of each, driven through the native elements by test_native_inputs.py.
            AppEntry(
                name: "native-inputs", title: "Native inputs",
                summary: "A value field, a secure field, an editor, a stepper, a slider and a date picker.",
                makeGraph: { ViewGraph(NativeInputsView()) }, hidden: true),
            AppEntry(
                name: "lists-navigation", title: "Lists and navigation",
                summary: "A searchable list of trails that push a detail by value and can be deleted.",
                makeGraph: { ViewGraph(ListsNavigationDemo()) }, hidden: true),
            // Choices, display and text
            AppEntry(
                name: "native-choices", title: "Native choices",
                summary: "Pickers, a switch, a disclosure group, a menu and a link as native HTML controls.",
                makeGraph: { ViewGraph(NativeChoicesView()) }, hidden: true),
            // Grids and frames: the page `Tests/Browser/test_grids.py` drives.
            AppEntry(
                name: "grids-frames", title: "Grids and frames",
                summary: "An adaptive grid, fixed and bounded columns, and cards sized relative to their scroll view.",
                makeGraph: { ViewGraph(GridsFramesView()) }, hidden: true),
            // The page `Tests/Browser/test_layout.py` measures.
            AppEntry(
                name: "layout", title: "Layout",
                summary: "Stacks, frames, padding, spacers, grids and placement drawn with coloured boxes.",
                makeGraph: { ViewGraph(LayoutLabView()) }, hidden: true),
            // Page tab views: the page `Tests/Browser/test_page_tabs.py` drives.
            AppEntry(
                name: "pages", title: "Pages",
                summary: "A tab view in the page style: three pages from a ForEach and a row of dots.",
                makeGraph: { ViewGraph(PagesLabView()) }, hidden: true),
            // Rich text
            AppEntry(
                name: "rich-text", title: "Rich text",
                summary: "Markdown in Text literals and concatenated styled texts.",
                makeGraph: { ViewGraph(RichTextView()) }, hidden: true),
            // The page `Tests/Browser/test_shapes.py` drives.
            AppEntry(
                name: "shapes", title: "Shapes and geometry",
                summary: "Custom and built-in shapes, a trimmed ring, a resizing triangle and a geometry reader.",
                makeGraph: { ViewGraph(ShapesTestView()) }, hidden: true),
            // The page `Tests/Browser/test_styles.py` drives.
            AppEntry(
                name: "styles", title: "Colour, styles and effects",
                summary: "System colours, gradients, a material, tint, effects and the light or dark scheme.",
                makeGraph: { ViewGraph(StylesLabView()) }, hidden: true),
            // The page `Tests/Browser/test_symbols.py` drives.
            AppEntry(
                name: "symbols", title: "Symbols and images",
                summary:
                    "Symbols at several scales, fonts and rendering modes, and images and a colour from an asset catalog.",
                makeGraph: { ViewGraph(SymbolsTestView()) }, hidden: true),
            // The page `Tests/Browser/test_gestures.py` drives.
            AppEntry(
                name: "gestures", title: "Gestures",
                summary:
                    "A card to drag, a tile to tap once or twice, a long press, hover, and a label clicks pass through.",
                makeGraph: { ViewGraph(GestureLabView()) }, hidden: true),
            // The page `Tests/Browser/test_animation.py` drives.
            AppEntry(
                name: "animations", title: "Animations lab",
                summary: "A box that fades and widens with a one-second animation and a card with a scale transition.",
                makeGraph: { ViewGraph(AnimationsLabView()) }, hidden: true),
            // The page `Tests/Browser/test_latency.py` drives over a slow link.
            AppEntry(
                name: "latency", title: "Latency lab",
                summary: "A button, a link, a field, switches and pickers that answer before the server confirms.",
                makeGraph: { ViewGraph(LatencyLabView()) }, hidden: true),
            // The page `Tests/Browser/test_url_navigation.py` drives.
            AppEntry(
                name: "url-navigation", title: "URL navigation",
                summary: "Three levels pushed by value, a notes screen pushed as a view, and two tabs, all in the URL.",
                makeGraph: { ViewGraph(URLNavigationView()) }, hidden: true),
            // The page `Tests/Browser/test_resume.py` reloads.
            AppEntry(
                name: "scene-storage", title: "Scene storage lab",
                summary: "A draft, a count and a switch kept per tab, a count kept per browser, one per session.",
                makeGraph: { ViewGraph(SceneStorageLabView()) }, hidden: true),
            // Accessibility: the page `Tests/Browser/test_accessibility.py` drives with the keyboard.
            AppEntry(
                name: "accessibility", title: "Accessibility lab",
                summary: "A hint, a drawn button, a heading, and a sheet and an alert that give the focus back.",
                makeGraph: { ViewGraph(AccessibilityLabView()) }, hidden: true),
            // The page `Tests/Browser/test_custom_styles.py` drives.
            AppEntry(
                name: "custom-styles", title: "Custom styles",
                summary: "A button style that grows while held, a toggle style and a label style of your own.",
                makeGraph: { ViewGraph(CustomStylesView()) }, hidden: true),
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
