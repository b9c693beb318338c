import Foundation
import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// Techniques (posts: prepare-once, Typewriter, TaskGroup error handling, long synchronous work): one
/// `TabView` with a tab per technique. Hidden tabs keep their state; their tasks stop while hidden.
public struct TechniquesView: View {
    let server: URL
    let clock: any Clock<Duration>
    let streamClock: any Clock<Duration>
    let loader: any ImageLoading
    let work: @Sendable () -> String

    /// The app against the book server at `server`.
    /// - Parameters:
    ///   - clock: the clock of the async prepare, the custom Typewriter and the ticking clock.
    ///   - streamClock: the AsyncStream typewriter's clock (default: `clock`).
    ///   - loader: loads the Task group tab's thumbnails (default: a fresh in-memory ``ImageLoader``).
    ///   - work: the Sync work tab's computation (default: ``HashWork/digest(iterations:)``).
    @_spi(SwiftletHost) public init(
        server: URL, clock: any Clock<Duration> = ContinuousClock(), streamClock: (any Clock<Duration>)? = nil,
        loader: any ImageLoading = ImageLoader(), work: @escaping @Sendable () -> String = { HashWork.digest() }
    ) {
        self.server = server
        self.clock = clock
        self.streamClock = streamClock ?? clock
        self.loader = loader
        self.work = work
    }

    public var body: some View {
        TabView {
            PrepareOnceTab(counts: PrepareCounts(), clock: clock)
                .tabItem { Text("Prepare once").accessibilityIdentifier("tab-prepare") }
            TypewriterTab(clock: clock, streamClock: streamClock)
                .tabItem { Text("Typewriter").accessibilityIdentifier("tab-typewriter") }
            TaskGroupTab(group: ThumbnailGroup(server: server, loader: loader))
                .tabItem { Text("Task group").accessibilityIdentifier("tab-taskgroup") }
            SyncWorkTab(clock: clock, work: work)
                .tabItem { Text("Sync work").accessibilityIdentifier("tab-syncwork") }
        }
    }
}
