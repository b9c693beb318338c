import NIOCore

extension ChannelHandlerContext {
    /// The value `data` carries when it is a `T`, `nil` when it is something else.
    ///
    /// NIO's own unwrapping (`unwrapInboundIn`, `unwrapOutboundIn`) stops the process when a
    /// handler is handed a type it did not declare. A handler that can see other types than its own
    /// (one that stays in a pipeline while the connection switches protocols) looks with this
    /// instead, through NIO's checked unwrap (`ChannelCore.tryUnwrapData`, a type test without
    /// copying), and passes on what is not its own.
    func peek<T>(_ data: NIOAny, as type: T.Type = T.self) -> T? {
        channel._channelCore.tryUnwrapData(data, as: type)
    }

    /// The bytes `data` carries when it is a `ByteBuffer` (as a socket channel reads them), `nil`
    /// for anything else.
    func peekBytes(_ data: NIOAny) -> ByteBuffer? {
        peek(data, as: ByteBuffer.self)
    }
}
