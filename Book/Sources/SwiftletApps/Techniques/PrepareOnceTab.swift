@_spi(SwiftletHost) import SwiftletUI

/// Counts for the Prepare once tab: `onAppear` runs on every appearance, `prepare(perform:)` once.
@MainActor
public final class PrepareCounts: ObservableObject {
    /// Appearances seen by the synchronous column.
    @Published public private(set) var appears = 0
    /// Runs of the synchronous `prepare`.
    @Published public private(set) var prepares = 0
    /// Appearances seen by the async column.
    @Published public private(set) var asyncAppears = 0
    /// Starts of the async `prepare` (a cancelled run is started again on the next appearance).
    @Published public private(set) var asyncPrepareStarts = 0
    /// Async `prepare` runs that finished without being cancelled (at most one).
    @Published public private(set) var asyncPrepares = 0

    public init() {}

    func appeared() { appears += 1 }
    func prepared() { prepares += 1 }
    func asyncAppeared() { asyncAppears += 1 }

    /// The async preparation: one `interval` of "work" on `clock`, checking for cancellation.
    func prepareAsync(clock: any Clock<Duration>, interval: Duration) async {
        asyncPrepareStarts += 1
        do {
            try await clock.sleep(for: interval)
        } catch {
            return
        }
        asyncPrepares += 1
    }
}

/// Two columns side by side — synchronous and async `prepare(perform:)` — each showing how often
/// `onAppear` ran and how often the preparation ran. Switching tabs raises the first, never the second.
struct PrepareOnceTab: View {
    @StateObject private var counts: PrepareCounts
    let clock: any Clock<Duration>

    init(counts: @autoclosure @escaping () -> PrepareCounts, clock: any Clock<Duration>) {
        _counts = StateObject(wrappedValue: counts())
        self.clock = clock
    }

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                Text("Synchronous").font(.headline)
                Text("onAppear: \(counts.appears)").accessibilityIdentifier("appear-count")
                Text("prepare: \(counts.prepares)").accessibilityIdentifier("prepare-count")
            }
            .padding()
            .onAppear { counts.appeared() }
            .prepare { counts.prepared() }
            VStack(alignment: .leading) {
                Text("Async").font(.headline)
                Text("onAppear: \(counts.asyncAppears)").accessibilityIdentifier("async-appear-count")
                Text("prepare: \(counts.asyncPrepares)").accessibilityIdentifier("async-prepare-count")
                Text("prepare started: \(counts.asyncPrepareStarts)")
                    .accessibilityIdentifier("async-prepare-starts")
            }
            .padding()
            .onAppear { counts.asyncAppeared() }
            .prepare { [counts, clock] in await counts.prepareAsync(clock: clock, interval: .seconds(1)) }
        }
    }
}
