@_spi(SwiftletHost) import SwiftletUI

/// A test page (`/apps/grids-frames`, only with `--test-apps`) for grids and frames: a long adaptive
/// grid in a scroll view (the browser decides how many columns fit), a grid of fixed and bounded
/// columns, and a horizontal strip of cards sized with `containerRelativeFrame`.
struct GridsFramesView: View {
    var body: some View {
        VStack(spacing: 8) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<5, id: \.self) { index in
                        Text("Card \(index)")
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                            .background(.yellow)
                            .accessibilityIdentifier("card-\(index)")
                    }
                }
            }
            .accessibilityIdentifier("strip")
            LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 10, maximum: 200))]) {
                ForEach(0..<4, id: \.self) { Text("Mixed \($0)") }
            }
            .accessibilityIdentifier("mixed")
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
                    ForEach(0..<300, id: \.self) { index in
                        Text("Tile \(index)").frame(height: 40).accessibilityIdentifier("tile-\(index)")
                    }
                }
                .accessibilityIdentifier("adaptive")
            }
            .accessibilityIdentifier("adaptive-scroll")
        }
    }
}
