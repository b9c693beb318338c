import SwiftUI

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") { CounterView() }
    }
}

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)").accessibilityIdentifier("count")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
        }
    }
}

#Preview {
    CounterView()
}
