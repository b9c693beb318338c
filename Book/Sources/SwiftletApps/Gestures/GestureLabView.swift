import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// The page `Tests/Browser/test_gestures.py` drives: a card that follows a drag and keeps its place,
/// a tile with a single and a double tap, a long press, a hover area, and a label that lets clicks
/// through to the button under it.
struct GestureLabView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DragCard()
            TapTile()
            PressArea()
            HoverArea()
            PinchArea()
            ClickThrough()
        }
        .padding()
    }
}

/// `.offset(…)` driven by `@GestureState` while dragged, then kept in `@State`.
private struct DragCard: View {
    @GestureState private var drag = CGSize.zero
    @State private var position = CGSize.zero
    @State private var changes = 0
    @State private var ends = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("changes \(changes) ends \(ends)").accessibilityIdentifier("drag-log")
            Text("Drag me")
                .frame(width: 100, height: 100)
                .background(Color.blue)
                .foregroundStyle(Color.white)
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .gesture(
                    DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onChanged { _ in changes += 1 }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                            ends += 1
                        }
                )
                .accessibilityIdentifier("drag-card")
        }
        .frame(height: 220, alignment: .topLeading)
    }
}

private struct TapTile: View {
    @State private var singles = 0
    @State private var doubles = 0

    var body: some View {
        HStack(spacing: 12) {
            Text("Tap me")
                .padding()
                .background(Color.orange)
                .onTapGesture(count: 2) { doubles += 1 }
                .onTapGesture { singles += 1 }
                .accessibilityIdentifier("tap-tile")
            Text("singles \(singles) doubles \(doubles)").accessibilityIdentifier("tap-log")
        }
    }
}

private struct PressArea: View {
    @State private var fired = 0
    @State private var pressing = false

    var body: some View {
        HStack(spacing: 12) {
            Text("Hold me")
                .padding()
                .background(Color.green)
                .onLongPressGesture(minimumDuration: 0.5) {
                    fired += 1
                } onPressingChanged: {
                    pressing = $0
                }
                .accessibilityIdentifier("press-area")
            Text("long presses \(fired) pressing \(pressing)").accessibilityIdentifier("press-log")
        }
    }
}

private struct HoverArea: View {
    @State private var hovering = false

    var body: some View {
        HStack(spacing: 12) {
            Text("Hover me")
                .padding()
                .background(Color.purple)
                .onHover { hovering = $0 }
                .accessibilityIdentifier("hover-area")
            Text("hovering \(hovering)").accessibilityIdentifier("hover-log")
        }
    }
}

/// A pinch (Ctrl + wheel in Chromium) and a rotation (Alt + wheel) on one view.
private struct PinchArea: View {
    @State private var magnification: CGFloat = 1
    @State private var rotation = Angle.zero
    @State private var ends = 0

    var body: some View {
        HStack(spacing: 12) {
            Text("Pinch me")
                .padding()
                .background(Color.yellow)
                .gesture(
                    MagnifyGesture()
                        .onChanged { value in magnification = value.magnification }
                        .onEnded { _ in ends += 1 }
                )
                .simultaneousGesture(RotateGesture().onChanged { value in rotation = value.rotation })
                .accessibilityIdentifier("pinch-area")
            Text(
                "magnification \(String(format: "%.2f", magnification)) rotation \(Int(rotation.degrees.rounded())) ends \(ends)"
            )
            .accessibilityIdentifier("pinch-log")
        }
    }
}

private struct ClickThrough: View {
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack {
                Button("Under") { taps += 1 }
                    .frame(width: 200, height: 60)
                    .accessibilityIdentifier("under-button")
                Text("Glass")
                    .frame(width: 200, height: 60)
                    .background(Color.gray)
                    .opacity(0.5)
                    .allowsHitTesting(false)
                    .accessibilityIdentifier("glass")
            }
            Text("under taps \(taps)").accessibilityIdentifier("under-log")
        }
    }
}
