@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_page_tabs.py` drives: a `TabView` in the `.page` style whose pages
/// come from a `ForEach`, with its dots on a background, and the selected page's name above it.
struct PagesLabView: View {
    private let pages = ["welcome", "sync", "done"]
    @State private var page = "welcome"

    var body: some View {
        VStack(spacing: 12) {
            Text("page: \(page)").accessibilityIdentifier("page-name")
            TabView(selection: $page) {
                ForEach(pages, id: \.self) { name in
                    Text(name.capitalized)
                        .font(.largeTitle)
                        .frame(maxWidth: .infinity, minHeight: 240)
                        .background(.blue.opacity(0.15))
                        .accessibilityIdentifier("page-\(name)")
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .accessibilityIdentifier("pages")
            Button("Go to the last page") { page = "done" }.accessibilityIdentifier("go-last")
        }
        .padding()
    }
}
