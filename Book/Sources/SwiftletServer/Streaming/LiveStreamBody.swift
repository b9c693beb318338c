import Hummingbird
import NIOCore
import ServiceLifecycle
import SwiftletHTTP

/// Builds the body of a streaming response that writes on a timer until the client leaves.
///
/// The stream ends, its timer stops and it leaves ``LiveStreams`` when: the client leaves (seen at
/// the next tick through the connection's ``PeerDeparture``, or when a write throws), the server
/// shuts down gracefully (the sleep between ticks is cancelled), the task serving the connection
/// is cancelled, or the source returns `.finish`.
///
/// Each client may have ``perClientLimit`` streams open at once; one more is refused with 429
/// before its response starts.
struct LiveStreamBody {
    let streams: LiveStreams
    let clock: any Clock<Duration>
    let interval: Duration
    /// When set, the ticks after the first come from this shared bell instead of a timer of the
    /// stream's own (`interval` is then unused).
    var bell: StreamBell? = nil
    /// Streams open at once per client address.
    var perClientLimit = Int.max
    /// Proxies whose `X-Forwarded-For` names the client (see ``ClientAddress``).
    var trustedProxies: Set<String> = []

    /// A `200` response of endless lines (`application/octet-stream`, as the original served them)
    /// whose body is driven by `source`; see ``body(_:for:context:contentLength:)``.
    func lineStream<Source: LiveStreamSource>(
        _ source: Source, for request: Request, context: some RequestContext
    ) async throws -> Response {
        Response(
            status: .ok, headers: [.contentType: MediaType.stream],
            body: try await body(source, for: request, context: context))
    }

    /// A response body driven by `source` for `request`, which arrived with `context`; see the
    /// type's documentation for when it ends. The connection's ``PeerDeparture`` (found through
    /// `context`) is checked before every tick. Throws a 429 ``BookError`` when the request's
    /// client already has ``perClientLimit`` streams open.
    func body<Source: LiveStreamSource>(
        _ source: Source,
        for request: Request,
        context: some RequestContext,
        contentLength: Int? = nil
    ) async throws -> ResponseBody {
        let permit = try admit(request, context: context)
        let departure = await PeerDeparture.of(context)
        let streams = self.streams
        let clock = self.clock
        let interval = self.interval
        let bell = self.bell
        return ResponseBody(contentLength: contentLength) { writer in
            let ticket = await streams.open()
            defer { permit?.release() }
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

    /// The client's permit for one more stream; `nil` when the client cannot be told (no channel
    /// in the context). Throws 429 when the client is at its cap.
    private func admit(_ request: Request, context: some RequestContext) throws -> ClientStreamPermit? {
        guard let client = ClientAddress.of(request, context: context, trustedProxies: trustedProxies) else {
            return nil
        }
        guard let permit = streams.perClient.admit(client, limit: perClientLimit) else {
            throw BookError(
                .tooManyRequests,
                "Too many open streams from your address (at most \(perClientLimit)); close one and try again.")
        }
        return permit
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
