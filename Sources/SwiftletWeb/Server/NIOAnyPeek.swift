import NIOCore

extension NIOAny {
    /// The bytes this `NIOAny` carries when it is a `ByteBuffer` (as a socket channel reads them),
    /// `nil` for anything else: a checked look where NIO's `unwrapInboundIn` would stop the process
    /// on a type the handler did not declare (NIO has no public checked cast).
    ///
    /// Read by reflection (a `NIOAny` keeps bytes as `IOData` in an enum); should that layout ever
    /// change the result is `nil`, never a trap, and the handler's tests fail.
    func peekBytes() -> ByteBuffer? {
        guard let storage = Mirror(reflecting: self).children.first?.value,
            let payload = Mirror(reflecting: storage).children.first?.value
        else { return nil }
        switch payload {
        case let data as IOData:
            if case .byteBuffer(let buffer) = data { return buffer }
            return nil
        case let buffer as ByteBuffer:
            return buffer
        default:
            return nil
        }
    }
}
