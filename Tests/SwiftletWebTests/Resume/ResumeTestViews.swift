@_spi(SwiftletHost) import SwiftletUI
import Synchronization

/// Values a test feeds to a running session's `.task`, one stream per app instance.
final class FeedSource: Sendable {
    let stream: AsyncStream<Int>
    let continuation: AsyncStream<Int>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    }
}

/// Shows the last value its task read from `source`; `padding` repeats a letter that many times
/// under it (big frames for the byte bound).
struct FeedView: View {
    let source: FeedSource
    @State private var value = 0

    var body: some View {
        VStack {
            Text("Value: \(value)")
            Text(String(repeating: "x", count: value >= 1_000 ? value : 0))
        }
        .task {
            for await next in source.stream { value = next }
        }
    }
}

/// A draft kept in `@SceneStorage`, shown and edited in a field.
struct SceneDraftView: View {
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        VStack {
            Text("Draft: \(draft)")
            TextField("Draft", text: $draft)
        }
    }
}
