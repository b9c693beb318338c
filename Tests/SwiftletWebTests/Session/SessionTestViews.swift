@_spi(SwiftletHost) import SwiftletUI

/// A counter: a text and a button that increments it.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Button("Nothing") {}
        }
    }
}

/// Records whether the task of its view is running, for unmount tests.
@MainActor
final class TaskProbe {
    var started = 0
    var cancelled = 0
}

/// A view whose `.task` runs until cancelled.
struct LongTaskView: View {
    let probe: TaskProbe

    var body: some View {
        Text("working")
            .task {
                probe.started += 1
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(3600))
                }
                probe.cancelled += 1
            }
    }
}

extension RenderNode {
    /// The first node (depth first) whose text is `text`.
    func first(withText text: String) -> RenderNode? {
        if self.text == text { return self }
        for child in children {
            if let found = child.first(withText: text) { return found }
        }
        return nil
    }
}
