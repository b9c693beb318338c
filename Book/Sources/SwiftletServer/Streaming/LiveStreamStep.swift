import NIOCore

/// What a live stream does on one tick of its timer.
enum LiveStreamStep: Sendable {
    /// Write these bytes and wait for the next tick.
    case write(ByteBuffer)
    /// Write nothing this tick.
    case idle
    /// Write these bytes and end the response.
    case finish(ByteBuffer)
}

/// The content of a timer-driven streaming response.
///
/// The driver (``LiveStreamBody``) calls ``start()`` once when the body begins, then ``tick(_:)``
/// at offsets 0, `interval`, 2·`interval`, … on the server's clock, always from the same task, so a
/// source may keep mutable state (a cursor, prices) without locking.
protocol LiveStreamSource: Sendable {
    /// Bytes written as soon as the body starts, before the first tick; `nil` writes nothing.
    mutating func start() async throws -> ByteBuffer?
    /// The step for tick number `index` (0 is the first, written at once).
    mutating func tick(_ index: Int) async throws -> LiveStreamStep
}
