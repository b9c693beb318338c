@_spi(SwiftletHost) import SwiftletUI

/// The two typewriters side by side: the custom `AsyncSequence` and the `AsyncStream(unfolding:)` one.
/// Each runs in the tab's `.task`, so leaving the tab cancels it (the text stops growing) and coming
/// back types the phrase again from the start.
struct TypewriterTab: View {
    let clock: any Clock<Duration>
    let streamClock: any Clock<Duration>
    @State private var text = ""
    @State private var streamText = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("AsyncSequence").font(.headline)
            Text(text).font(.title).accessibilityIdentifier("typewriter-text")
            Text("AsyncStream(unfolding:)").font(.headline)
            Text(streamText).font(.title).accessibilityIdentifier("typewriter-stream-text")
        }
        .padding()
        .task { [clock] in
            text = ""
            do {
                for try await prefix in Typewriter(clock: clock) { text = prefix }
            } catch {
                // Cancelled: the tab was left.
            }
        }
        .task { [streamClock] in
            streamText = ""
            for await prefix in Typewriter.stream(clock: streamClock) { streamText = prefix }
        }
    }
}
