@_spi(SwiftletHost) import SwiftletUI

/// The getting-started program of the README, as a test fixture.
struct TestCounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") { TestCounterView() }
    }
}

struct TestCounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)").accessibilityIdentifier("count")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
        }
    }
}
