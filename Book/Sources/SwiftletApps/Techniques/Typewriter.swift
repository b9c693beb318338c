import Foundation

/// The book's Typewriter (chapter 4): an `AsyncSequence` yielding growing prefixes of `phrase`, one
/// every `interval` on `clock` ("H", "He", … "Hello, world!"), then ending. The sleep comes before
/// each element, so cancelling the consumer ends the sequence with `CancellationError`.
public struct Typewriter: AsyncSequence, Sendable {
    public typealias Element = String

    public let phrase: String
    public let interval: Duration
    public let clock: any Clock<Duration>

    public init(phrase: String = "Hello, world!", interval: Duration = .seconds(1), clock: any Clock<Duration>) {
        self.phrase = phrase
        self.interval = interval
        self.clock = clock
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(typewriter: self)
    }

    /// Sleeps one interval, then yields the next prefix; `nil` after the whole phrase.
    public struct Iterator: AsyncIteratorProtocol {
        let typewriter: Typewriter
        var length = 0

        public mutating func next() async throws -> String? {
            guard length < typewriter.phrase.count else { return nil }
            try await typewriter.clock.sleep(for: typewriter.interval)
            length += 1
            return String(typewriter.phrase.prefix(length))
        }
    }

    /// The same prefixes built with `AsyncStream(unfolding:)`: a failed sleep (cancellation) ends the
    /// stream, as does the end of the phrase.
    public static func stream(
        phrase: String = "Hello, world!", interval: Duration = .seconds(1), clock: any Clock<Duration>
    ) -> AsyncStream<String> {
        let position = TypingPosition(limit: phrase.count)
        return AsyncStream(unfolding: {
            guard await position.hasMore else { return nil }
            do {
                try await clock.sleep(for: interval)
            } catch {
                return nil
            }
            return String(phrase.prefix(await position.advance()))
        })
    }
}

/// How much of the phrase an unfolding stream has typed.
private actor TypingPosition {
    let limit: Int
    private var length = 0

    init(limit: Int) { self.limit = limit }

    var hasMore: Bool { length < limit }

    func advance() -> Int {
        length += 1
        return length
    }
}
