import Clocks
import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
@_spi(SwiftletHost) import SwiftletKit
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// The chapter-6 tests (book §3): the model with a request-capturing transport and a fast sleep.
@MainActor
@Suite struct BlabberModelTests {
    private let transport = CapturingTransport()
    private let model: BlabberModel

    init() {
        model = BlabberModel(server: URL(string: "http://localhost:8080")!, client: WebClient(transport: transport))
        model.username = "test"
        // Nanoseconds instead of seconds: the countdown's four sleeps take no noticeable time.
        model.sleep = { try await Task.sleep(for: .nanoseconds($0)) }
    }

    @Test func sayPostsExactlyOneMessageToChatSay() async throws {
        try await model.say("Hello!")
        let requests = await transport.all()
        try #require(requests.count == 1)
        let request = requests[0]
        #expect(request.url.absoluteString == "http://localhost:8080/chat/say")
        #expect(request.method == .post)
        let message = try #require(request.roomMessage)
        #expect(message.message == "Hello!")
        #expect(message.user == "test")
    }

    @Test func sayingNothingSendsNothing() async throws {
        try await model.say("")
        #expect(await transport.all().isEmpty)
    }

    @Test func systemMessagesHaveNoUser() async throws {
        try await model.say("test went away", isSystemMessage: true)
        let message = try #require(await transport.all().first?.roomMessage)
        #expect(message.user == nil)
    }

    @Test(.timeLimit(.minutes(4))) func countdownSaysFourMessagesObservedConcurrently() async throws {
        let requests = transport.requests
        async let countdown: Void = model.countdown(to: "Tada!")
        async let messages = withTimeout(.seconds(180)) {
            var texts: [String] = []
            for await request in requests.prefix(4) {
                if let text = request.roomMessage?.message { texts.append(text) }
            }
            return texts
        }
        let (_, said) = try await (countdown, messages)
        #expect(said == ["3...", "2...", "1...", "🎉 Tada!"])
    }

    @Test func countdownToNothingSaysNothing() async throws {
        try await model.countdown(to: "")
        #expect(await transport.all().isEmpty)
    }

    @Test func aCancelledSleepEndsTheCountdownQuietly() async throws {
        model.sleep = { _ in throw CancellationError() }
        try await model.countdown(to: "Tada!")
        #expect(await transport.all().isEmpty)
    }

    /// Waiting for a fifth request that never comes would hang forever; bounded by a timeout (on a
    /// test clock) it fails with `TimeoutError` instead.
    @Test(.timeLimit(.minutes(4))) func waitingForARequestThatNeverComesFailsByTimeout() async throws {
        try await model.countdown(to: "Tada!")
        let clock = TestClock()
        let requests = transport.requests
        let outcome = Outcome()
        let waiting = Task {
            do {
                _ = try await withTimeout(.seconds(10), clock: clock) {
                    var count = 0
                    for await _ in requests {
                        count += 1
                        if count == 5 { break }
                    }
                    return count
                }
                await outcome.set("finished")
            } catch is TimeoutError {
                await outcome.set("timed out")
            } catch {
                await outcome.set("failed: \(error)")
            }
        }
        // Advance until the timeout's sleeper has been registered and has fired.
        while await outcome.value == nil {
            await clock.advance(by: .seconds(10))
            await Task.yield()
        }
        await waiting.value
        #expect(await outcome.value == "timed out")
    }
}

/// What a background task ended with.
private actor Outcome {
    var value: String?
    func set(_ value: String) { self.value = value }
}
