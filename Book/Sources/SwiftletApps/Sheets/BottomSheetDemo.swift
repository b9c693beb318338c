@_spi(SwiftletHost) import SwiftletUI

/// The bottom-sheet post's example (posts §2.25) as a page: a button presents a sheet with medium and
/// large detents and a visible grabber, whose content says which detent is active; a second button
/// presents a variant that only its own button can close.
public struct BottomSheetDemo: View {
    @State private var showsSheet = false
    @State private var showsLockedSheet = false
    @State private var detent = PresentationDetent.medium

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Button("Tap me for a bottom sheet!!") {
                detent = .medium
                showsSheet = true
            }
            .accessibilityIdentifier("show-sheet")
            Button("Show a sheet that stays") { showsLockedSheet = true }
                .accessibilityIdentifier("show-locked-sheet")
        }
        .navigationTitle("Bottom sheet")
        .padding()
        .sheet(isPresented: $showsSheet) {
            VStack(spacing: 8) {
                Text("This is a bottom sheet")
                Text("Detent: \(detent.name)").accessibilityIdentifier("sheet-detent")
                Button("Close") { showsSheet = false }.accessibilityIdentifier("sheet-close")
            }
            .presentationDetents([.medium, .large], selection: $detent)
            .presentationDragIndicator(.visible)
        }
        .sheet(isPresented: $showsLockedSheet) {
            VStack(spacing: 8) {
                Text("Escape and clicks outside do not close this sheet.")
                Button("Done") { showsLockedSheet = false }.accessibilityIdentifier("locked-sheet-done")
            }
            .presentationDetents([.medium])
            .interactiveDismissDisabled()
        }
    }
}
