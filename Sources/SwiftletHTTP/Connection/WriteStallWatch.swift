import NIOCore

/// Closes a connection whose client stopped reading: the server has bytes for it that have not
/// moved from the channel's outgoing buffer into the socket for ``ConnectionLimits/writeTimeout``.
///
/// Sits first in the pipeline (next to the socket), so it sees every outgoing byte: responses,
/// streamed bodies, downloads and WebSocket frames alike. Without it a client that never reads
/// (a zero receive window) holds its connection, its stream and the bytes queued for it forever:
/// the response writers wait for the channel to become writable again, which never happens.
///
/// How it tells a stalled client from a slow one: it counts the bytes written through it; the
/// bytes that reached the socket are that count minus the channel's buffered bytes
/// (`bufferedWritableBytes`). A check runs only while bytes are buffered after a flush (a
/// healthy connection's flush usually empties the buffer at once, and no timer is armed), every
/// fifth of the timeout; any byte that reached the socket since the last check restarts the
/// clock. So a client that reads even a little keeps its connection, and a client that reads
/// nothing is closed between one and one and two-fifths timeouts after the buffer stopped
/// draining. It closes with a reset, which frees the kernel's buffers at once and fails the
/// pending writes, so the stream or socket writing to it ends too.
///
/// Lives on its connection's event loop.
final class WriteStallWatch: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    private let timeout: TimeAmount
    private let onStall: @Sendable () -> Void
    /// Bytes written through this handler since the connection opened.
    private var written: Int64 = 0
    /// The bytes that had reached the socket at the last check that saw them move.
    private var sentAtLastProgress: Int64 = 0
    /// When the bytes last moved, while a check is armed.
    private var lastProgress: NIODeadline?
    private var check: Scheduled<Void>?

    /// A watch closing the connection after `timeout` without progress; `onStall` runs once
    /// when it does (the guard counts these).
    init(timeout: Duration, onStall: @escaping @Sendable () -> Void) {
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        self.timeout = .nanoseconds(max(1_000_000, nanoseconds))
        self.onStall = onStall
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // Everything reaching the socket is IOData; anything else passes untouched (the socket
        // will refuse it) instead of trapping here.
        if let bytes = context.channel._channelCore.tryUnwrapData(data, as: IOData.self) {
            written += Int64(bytes.readableBytes)
        }
        context.write(data, promise: promise)
    }

    func flush(context: ChannelHandlerContext) {
        context.flush()
        guard check == nil, buffered(context) > 0 else { return }
        lastProgress = .now()
        sentAtLastProgress = written - buffered(context)
        arm(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        check?.cancel()
        check = nil
    }

    // MARK: Checks

    private var interval: TimeAmount { .nanoseconds(max(1_000_000, timeout.nanoseconds / 5)) }

    private func arm(_ context: ChannelHandlerContext) {
        check = context.eventLoop.assumeIsolated().scheduleTask(in: interval) { [self] in
            check = nil
            inspect(context)
        }
    }

    private func inspect(_ context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        let pending = buffered(context)
        guard pending > 0 else {
            lastProgress = nil
            return
        }
        let now = NIODeadline.now()
        let sent = written - pending
        if sent != sentAtLastProgress || lastProgress == nil {
            sentAtLastProgress = sent
            lastProgress = now
        } else if let since = lastProgress, now - since >= timeout {
            onStall()
            abort(context)
            return
        }
        arm(context)
    }

    /// Closes with a reset (`SO_LINGER` 0): a plain close would leave the socket to the kernel,
    /// which keeps the megabytes already in its send buffer for minutes while it probes a window
    /// that never opens.
    private func abort(_ context: ChannelHandlerContext) {
        guard let provider = context.channel as? any SocketOptionProvider else {
            context.close(promise: nil)
            return
        }
        provider.setSoLinger(NIOLinger(l_onoff: 1, l_linger: 0)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    /// The bytes written to the channel that have not reached the socket yet.
    private func buffered(_ context: ChannelHandlerContext) -> Int64 {
        guard let options = context.channel.syncOptions,
            let bytes = try? options.getOption(.bufferedWritableBytes)
        else { return 0 }
        return Int64(bytes)
    }
}
