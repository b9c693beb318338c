@_spi(SwiftletHost) import SwiftletUI

/// A test page (`/apps/animations`, only with `--test-apps`) for `Tests/Browser/test_animation.py`:
/// a box whose opacity and width change with a one-second linear animation (or instantly), and a
/// card inserted and removed with a one-second `.scale` transition, and a pulse that a
/// `repeatForever` animation started in `onAppear` keeps going.
struct AnimationsLabView: View {
    @State private var faded = false
    @State private var wide = false
    @State private var cardShown = false
    @State private var count = 0
    @State private var pulsing = false
    @State private var items = [1, 2, 3]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            VStack { Text("Box") }
                .frame(width: wide ? 300 : 100, height: 40)
                .background(.blue)
                .opacity(faded ? 0 : 1)
                .accessibilityIdentifier("box")
            HStack {
                Button("Fade") { withAnimation(.linear(duration: 1)) { faded.toggle() } }
                    .accessibilityIdentifier("fade")
                Button("Fade instantly") { faded.toggle() }.accessibilityIdentifier("fade-instant")
                Button("Widen") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                    .accessibilityIdentifier("widen")
                Button("Card") { withAnimation(.linear(duration: 1)) { cardShown.toggle() } }
                    .accessibilityIdentifier("card-toggle")
                Button("Count") { count += 1 }.accessibilityIdentifier("count")
            }
            VStack {
                if cardShown {
                    VStack { Text("Card") }
                        .frame(width: 120, height: 60)
                        .background(.orange)
                        .transition(.scale)
                        .accessibilityIdentifier("card")
                }
            }
            .frame(height: 80)
            HStack {
                Button("Remove 2") { withAnimation(.linear(duration: 1)) { items.removeAll { $0 == 2 } } }
                    .accessibilityIdentifier("remove-2")
                Button("Insert 4") { withAnimation(.linear(duration: 1)) { items.insert(4, at: 1) } }
                    .accessibilityIdentifier("insert-4")
            }
            VStack(alignment: .leading) {
                ForEach(items, id: \.self) { item in
                    Text("Item \(item)").accessibilityIdentifier("item-\(item)")
                }
            }
            .accessibilityIdentifier("items")
            VStack { Text("Pulse") }
                .frame(width: 80, height: 30)
                .background(.red)
                .opacity(pulsing ? 0.2 : 1)
                .accessibilityIdentifier("pulse")
                .onAppear { withAnimation(.easeInOut(duration: 0.4).repeatForever()) { pulsing = true } }
            Text("\(count)")
                .contentTransition(.numericText())
                .animation(.easeInOut(duration: 1), value: count)
                .accessibilityIdentifier("counter")
        }
        .padding()
    }
}
