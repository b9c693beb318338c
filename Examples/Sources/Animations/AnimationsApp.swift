import SwiftUI

@main
struct AnimationsApp: App {
    var body: some Scene {
        WindowGroup("Animations") { AnimationsView() }
    }
}

/// Every timing curve, every transition, a spring you drive with a button and a pulse that
/// repeats forever.
struct AnimationsView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                SpringDemo()
                DragBackDemo()
                PulseDemo()
                CurvesDemo()
                TransitionsDemo()
                CounterDemo()
            }
            .padding()
        }
    }
}

struct SpringDemo: View {
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Spring").font(.headline)
            VStack { Text(expanded ? "Boing!" : "Tap me") }
                .frame(width: expanded ? 280 : 120, height: 60)
                .background(expanded ? Color.orange : Color.blue)
                .foregroundStyle(.white)
                .accessibilityIdentifier("spring-box")
            Button(expanded ? "Shrink" : "Expand") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.45)) { expanded.toggle() }
            }
            .accessibilityIdentifier("spring-button")
        }
    }
}

/// A card you drag anywhere; let go and it springs back to where it was.
struct DragBackDemo: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Drag and let go").font(.headline)
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 160, height: 90)
                .overlay { Image(systemName: "hand.draw").font(.title).foregroundStyle(.white) }
                .offset(dragOffset)
                .rotationEffect(.degrees(Double(dragOffset.width) / 20))
                .animation(.spring(response: 0.4, dampingFraction: 0.55), value: dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                )
                .accessibilityIdentifier("drag-card")
        }
    }
}

struct PulseDemo: View {
    @State private var pulsing = false

    var body: some View {
        HStack(spacing: 12) {
            VStack { Text("●") }
                .frame(width: 40, height: 40)
                .background(.red)
                .opacity(pulsing ? 0.25 : 1)
                .accessibilityIdentifier("pulse")
            Text("Recording")
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { pulsing = true }
        }
    }
}

struct Curve: Identifiable {
    let name: String
    let animation: Animation
    var id: String { name }
}

struct CurvesDemo: View {
    @State private var moved = false

    let curves = [
        Curve(name: "linear", animation: .linear(duration: 1)),
        Curve(name: "easeIn", animation: .easeIn(duration: 1)),
        Curve(name: "easeOut", animation: .easeOut(duration: 1)),
        Curve(name: "easeInOut", animation: .easeInOut(duration: 1)),
        Curve(name: "timingCurve", animation: .timingCurve(0.7, 0, 0.2, 1, duration: 1)),
        Curve(name: "default", animation: .default),
        Curve(name: "smooth", animation: .smooth),
        Curve(name: "snappy", animation: .snappy),
        Curve(name: "bouncy", animation: .bouncy(duration: 0.8, extraBounce: 0.1)),
        Curve(name: "spring(duration:bounce:)", animation: .spring(duration: 0.8, bounce: 0.5)),
        Curve(name: "interactiveSpring", animation: .interactiveSpring),
        Curve(name: "interpolatingSpring", animation: .interpolatingSpring(stiffness: 120, damping: 6)),
        Curve(name: "delay(0.5)", animation: .easeInOut(duration: 0.6).delay(0.5)),
        Curve(name: "speed(0.5)", animation: .linear(duration: 1).speed(0.5)),
        Curve(name: "repeatCount(3)", animation: .easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Curves").font(.headline)
            Button(moved ? "Back" : "Run every curve") { moved.toggle() }
                .accessibilityIdentifier("curves-button")
            ForEach(curves) { curve in
                HStack {
                    Text(curve.name).frame(width: 200, alignment: .leading)
                    VStack {}
                        .frame(width: moved ? 240 : 20, height: 14)
                        .background(.blue)
                        .animation(curve.animation, value: moved)
                }
            }
        }
    }
}

struct Rotate: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View {
        content.opacity(1 - amount).padding(.leading, amount * 80)
    }
}

struct Showcase: Identifiable {
    let name: String
    let transition: AnyTransition
    var id: String { name }
}

struct TransitionsDemo: View {
    @State private var shown = true

    let showcases = [
        Showcase(name: "opacity", transition: .opacity),
        Showcase(name: "scale", transition: .scale),
        Showcase(name: "scale(0.5, topLeading)", transition: .scale(scale: 0.5, anchor: .topLeading)),
        Showcase(name: "slide", transition: .slide),
        Showcase(name: "move(edge: .top)", transition: .move(edge: .top)),
        Showcase(name: "push(from: .trailing)", transition: .push(from: .trailing)),
        Showcase(name: "offset(x: 40, y: 20)", transition: .offset(x: 40, y: 20)),
        Showcase(
            name: "asymmetric", transition: .asymmetric(insertion: .move(edge: .leading), removal: .scale)),
        Showcase(name: "opacity + scale", transition: .opacity.combined(with: .scale)),
        Showcase(
            name: "modifier(active:identity:)",
            transition: .modifier(active: Rotate(amount: 1), identity: Rotate(amount: 0))),
        Showcase(name: "slow opacity", transition: .opacity.animation(.linear(duration: 2))),
        Showcase(name: "identity", transition: .identity),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Transitions").font(.headline)
            Button(shown ? "Remove every card" : "Insert every card") {
                withAnimation(.easeInOut(duration: 0.6)) { shown.toggle() }
            }
            .accessibilityIdentifier("transitions-button")
            ForEach(showcases) { showcase in
                HStack {
                    if shown {
                        Text(showcase.name)
                            .padding(8)
                            .background(.yellow)
                            .transition(showcase.transition)
                    }
                }
                .frame(height: 40)
            }
        }
    }
}

struct CounterDemo: View {
    @State private var value = 0

    var body: some View {
        HStack(spacing: 12) {
            Text("\(value)")
                .font(.largeTitle)
                .contentTransition(.numericText())
                .accessibilityIdentifier("counter")
            Button("Add") { withAnimation(.snappy) { value += 1 } }
                .accessibilityIdentifier("counter-add")
        }
    }
}

#Preview {
    AnimationsView()
}
