import NIOCore

extension NIOAny {
    /// The value this `NIOAny` carries when it is a `T`, `nil` when it is something else.
    ///
    /// NIO's own unwrapping (`unwrapInboundIn`, `unwrapOutboundIn`) stops the process when a
    /// handler is handed a type it did not declare, and NIO offers no public checked cast. A
    /// handler that can see other types than its own (one that stays in a pipeline while the
    /// connection switches protocols) looks with this instead and passes on what is not its own.
    ///
    /// The value is read by reflection (a `NIOAny` keeps it in an enum of `IOData`, an addressed
    /// envelope or any other value); should that layout ever change, the result is `nil`, never a
    /// trap, and the tests of the handlers that use it fail.
    func peek<T>(as type: T.Type = T.self) -> T? {
        guard let storage = Mirror(reflecting: self).children.first?.value else { return nil }
        guard let payload = Mirror(reflecting: storage).children.first?.value else { return nil }
        return payload as? T
    }

    /// The bytes this `NIOAny` carries when it is a `ByteBuffer` (as a socket channel reads them),
    /// `nil` for anything else.
    func peekBytes() -> ByteBuffer? {
        if case .byteBuffer(let buffer) = peek(as: IOData.self) { return buffer }
        return peek(as: ByteBuffer.self)
    }
}
