import Hummingbird
import NIOCore
import ServiceLifecycle

/// Builds the body of a streaming response that writes on a timer until the client leaves.
///
/// The stream ends, its timer stops and it leaves ``LiveStreams`` when: the client leaves (seen at
/// the next tick through the connection's ``PeerDeparture``, or when a write throws), the server
/// shuts down gracefully (the sleep between ticks is cancelled), the task serving the connection
/// is cancelled, or the source returns `.finish`.
struct LiveStreamBody {
    let streams: LiveStreams
    let clock: any Clock<Duration>
    let interval: Duration
    /// When set, the ticks after the first come from this shared bell instead of a timer of the
    /// stream's own (`interval` is then unused).
    var bell: StreamBell? = nil

    /// A `200` response of endless lines (`application/octet-stream`, as the original served them)
    /// whose body is driven by `source`; see ``body(_:for:contentLength:)``.
    func lineStream<Source: LiveStreamSource>(_ source: Source, for context: some RequestContext) async -> Response {
        Response(status: .ok, headers: [.contentType: MediaType.stream], body: await body(source, for: context))
    }

    /// A response body driven by `source` for the request that arrived with `context`; see the
    /// type's documentation for when it ends. The connection's ``PeerDeparture`` (found through
    /// `context`) is checked before every tick.
    func body<Source: LiveStreamSource>(
        _ source: Source,
        for context: some RequestContext,
        contentLength: Int? = nil
    ) async -> ResponseBody {
        let departure = await PeerDeparture.of(context)
        let streams = self.streams
        let clock = self.clock
        let interval = self.interval
        let bell = self.bell
        return ResponseBody(contentLength: contentLength) { writer in
            let ticket = await streams.open()
            do {
                var source = source
                if let first = try await source.start() {
                    try await writer.write(first)
                }
                let timeline = Timeline(clock: clock)
                var index = 0
                loop: while true {
                    if index > 0 {
                        let woke =
                            if let bell {
                                await bell.wait()
                            } else {
                                await Self.sleep(timeline, until: interval * index)
                            }
                        if !woke { break loop }
                    }
                    if departure?.hasDeparted == true { break loop }
                    switch try await source.tick(index) {
                    case .write(let bytes):
                        try await writer.write(bytes)
                    case .idle:
                        break
                    case .finish(let bytes):
                        try await writer.write(bytes)
                        break loop
                    }
                    index += 1
                }
                await streams.close(ticket)
                try await writer.finish(nil)
            } catch {
                await streams.close(ticket)
                throw error
            }
        }
    }

    /// Sleeps until `offset`; returns `false` when the wait was cut short by a graceful shutdown
    /// or by cancellation, meaning the stream should end.
    private static func sleep(_ timeline: Timeline, until offset: Duration) async -> Bool {
        if Task.isShuttingDownGracefully || Task.isCancelled { return false }
        do {
            try await cancelWhenGracefulShutdown {
                try await timeline.sleep(untilOffset: offset)
            }
            return !Task.isShuttingDownGracefully
        } catch {
            return false
        }
    }
}
