import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// A test page (`/apps/layout`, only with `--test-apps`) of SwiftUI layout cases drawn with text-free
/// coloured boxes, so fonts never matter: `Tests/Browser/test_layout.py` compares each box's rectangle
/// with what SwiftUI's layout rules give.
struct LayoutLabView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            StackCases()
            FrameCases()
            SpacingCases()
            GridCases()
            PlacementCases()
        }
    }
}

/// A box of a fixed size, named for the test.
@MainActor private func box(_ color: Color, _ width: CGFloat, _ height: CGFloat, _ name: String) -> some View {
    color.frame(width: width, height: height).accessibilityIdentifier(name)
}

/// Stack spacing and alignment.
private struct StackCases: View {
    var body: some View {
        VStack {
            box(.red, 50, 20, "vs-a")
            box(.blue, 50, 20, "vs-b")
        }
        HStack(spacing: 12) {
            box(.red, 20, 20, "hs12-a")
            box(.blue, 20, 20, "hs12-b")
        }
        HStack {
            box(.red, 20, 20, "hs-a")
            box(.blue, 20, 20, "hs-b")
        }
        VStack {
            box(.red, 100, 10, "vc-wide")
            box(.blue, 40, 10, "vc-narrow")
        }
        VStack(alignment: .leading) {
            box(.red, 100, 10, "vl-wide")
            box(.blue, 40, 10, "vl-narrow")
        }
        VStack(alignment: .trailing) {
            box(.red, 100, 10, "vt-wide")
            box(.blue, 40, 10, "vt-narrow")
        }
        HStack(alignment: .bottom) {
            box(.red, 20, 60, "hb-tall")
            box(.blue, 20, 20, "hb-short")
        }
        HStack {
            box(.red, 20, 60, "hc-tall")
            box(.blue, 20, 20, "hc-short")
        }
        ZStack {
            box(.red, 100, 100, "zc-big")
            box(.blue, 20, 20, "zc-small")
        }
        ZStack(alignment: .topLeading) {
            box(.red, 100, 100, "ztl-big")
            box(.blue, 20, 20, "ztl-small")
        }
        ScrollView(.horizontal) {
            box(.red, 30, 20, "sh-a")
            box(.blue, 30, 20, "sh-b")
        }
        HStack(spacing: 0) {
            box(.red, 20, 30, "hd-a")
            Divider().accessibilityIdentifier("hd-divider")
            box(.blue, 20, 30, "hd-b")
        }
        LazyHStack(spacing: 5) {
            box(.red, 30, 20, "lh-a")
            box(.blue, 30, 20, "lh-b")
        }
    }
}

/// Frames: alignment inside a larger frame, flexible frames, fixedSize and layoutPriority.
private struct FrameCases: View {
    var body: some View {
        box(.red, 50, 50, "fa-box")
            .frame(width: 200, height: 100, alignment: .bottomTrailing)
            .background(.gray)
            .accessibilityIdentifier("fa-frame")
        box(.red, 50, 50, "fc-box")
            .frame(width: 200, height: 100)
            .accessibilityIdentifier("fc-frame")
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity, maxHeight: 20).accessibilityIdentifier("fi-flex")
            box(.blue, 50, 20, "fi-fixed")
        }
        .frame(width: 300)
        box(.red, 30, 10, "fl-box")
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityIdentifier("fl-frame")
            .frame(width: 240)
            .accessibilityIdentifier("fl-container")
        box(.red, 10, 10, "fm-box").frame(minWidth: 80).accessibilityIdentifier("fm-frame")
        HStack(spacing: 0) {
            Color.red
                .frame(minWidth: 0, idealWidth: 120, maxWidth: .infinity, minHeight: 20, maxHeight: 20)
                .fixedSize(horizontal: true, vertical: false)
                .accessibilityIdentifier("fs-fixed")
            Color.blue.frame(height: 20).accessibilityIdentifier("fs-rest")
        }
        .frame(width: 300)
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 50, maxWidth: 250).layoutPriority(1).accessibilityIdentifier("lp-high")
            Color.blue.frame(minWidth: 50, maxWidth: 250).accessibilityIdentifier("lp-low")
        }
        .frame(width: 300, height: 20)
    }
}

/// Padding and spacers.
private struct SpacingCases: View {
    var body: some View {
        HStack { box(.red, 50, 50, "pe-box") }.padding(.leading, 20).background(.gray).accessibilityIdentifier(
            "pe-padded")
        HStack { box(.red, 50, 50, "pi-box") }
            .padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20))
            .background(.gray)
            .accessibilityIdentifier("pi-padded")
        HStack(spacing: 0) {
            box(.red, 20, 20, "sp-a")
            Spacer()
            box(.green, 20, 20, "sp-b")
            Spacer()
            box(.blue, 20, 20, "sp-c")
        }
        .frame(width: 300)
        HStack(spacing: 0) {
            box(.red, 150, 20, "sm-a")
            Spacer(minLength: 30)
            box(.blue, 150, 20, "sm-b")
        }
        .frame(width: 300)
        HStack(spacing: 0) {
            box(.red, 150, 20, "sd-a")
            Spacer()
            box(.blue, 150, 20, "sd-b")
        }
        .frame(width: 300)
    }
}

/// Grid, LazyVGrid and LazyHGrid.
private struct GridCases: View {
    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                box(.red, 40, 20, "g-r1c1")
                box(.green, 40, 20, "g-r1c2")
                box(.blue, 40, 20, "g-r1c3")
            }
            GridRow {
                Color.orange.frame(height: 20).gridCellColumns(2).accessibilityIdentifier("g-span")
                box(.purple, 40, 20, "g-r2c3")
            }
            Color.gray.frame(height: 10).accessibilityIdentifier("g-full")
        }
        .accessibilityIdentifier("grid")
        LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(40))], spacing: 10) {
            ForEach(0..<4, id: \.self) { index in
                Color.red.frame(height: 20).accessibilityIdentifier("lvf-\(index)")
            }
        }
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
            ForEach(0..<2, id: \.self) { index in
                Color.blue.frame(height: 20).accessibilityIdentifier("lvx-\(index)")
            }
        }
        .frame(width: 208)
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 8) {
            ForEach(0..<6, id: \.self) { index in
                Color.green.frame(height: 20).accessibilityIdentifier("lva-\(index)")
            }
        }
        .frame(width: 230)
        LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 6) {
            ForEach(0..<4, id: \.self) { index in
                Color.purple.frame(width: 40).accessibilityIdentifier("lhg-\(index)")
            }
        }
    }
}

/// position, zIndex, safeAreaInset and ViewThatFits.
private struct PlacementCases: View {
    var body: some View {
        box(.red, 20, 20, "pos-box")
            .position(x: 50, y: 30)
            .frame(width: 200, height: 100)
            .background(.gray)
            .accessibilityIdentifier("pos-frame")
        ZStack {
            box(.red, 60, 60, "z-red").zIndex(1)
            box(.blue, 60, 60, "z-blue")
        }
        Color.blue
            .accessibilityIdentifier("sai-content")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Color.red.frame(height: 20).accessibilityIdentifier("sai-inset")
            }
            .frame(width: 200, height: 120)
            .accessibilityIdentifier("sai-frame")
        ViewThatFits(in: .horizontal) {
            box(.red, 300, 20, "fit-wide")
            box(.blue, 100, 20, "fit-narrow")
        }
        .frame(width: 150)
        .accessibilityIdentifier("fit-frame")
        ViewThatFits(in: .horizontal) {
            box(.red, 600, 20, "fitw-wide")
            box(.blue, 100, 20, "fitw-narrow")
        }
        ViewThatFits(in: .horizontal) {
            box(.red, 100, 20, "fit1-first")
            box(.blue, 50, 20, "fit1-second")
        }
        .frame(width: 150)
    }
}
