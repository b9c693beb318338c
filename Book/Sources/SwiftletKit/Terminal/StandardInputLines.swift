import Foundation

/// The lines of standard input as an async sequence (Linux has no `FileHandle.bytes.lines`).
///
/// A dedicated thread blocks in `readLine()` and feeds a stream; the sequence ends at end of input. A
/// thread blocked in `read` cannot be interrupted, so when the consumer stops early the thread stays
/// parked until the next line or end of input; it holds nothing but the stream and ends with the process.
public struct StandardInputLines: AsyncSequence, Sendable {
    public typealias Element = String

    public init() {}

    public func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Thread {
            while let line = readLine(strippingNewline: true) {
                if case .terminated = continuation.yield(line) { return }
            }
            continuation.finish()
        }
        reader.name = "stdin lines"
        reader.start()
        return stream.makeAsyncIterator()
    }
}
