import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import SwiftletHTTP
import Synchronization

/// The browser host: serves each app's server-rendered page, the JavaScript client and stylesheet,
/// and the WebSocket over which a page sends events and receives one frame per tick.
///
/// Create one per server process and call `register(on:)` on the router that is served with
/// `.http1WebSocketUpgrade(webSocketRouter:)`. Sessions live on the main actor; a closed socket
/// unmounts its session's tree before its handler returns.
@_spi(SwiftletEmbedding) public final class WebHost: Sendable {
    /// The apps, in index order.
    public let apps: [WebApp]
    /// The live sessions (main actor).
    public let sessions: SessionRegistry
    let configuration: WebHostConfiguration
    private let originCheck: OriginCheck
    private let assets: WebAssets
    private let logger: Logger
    private let extraStatus: @Sendable () async -> [String: Int]
    /// Session refusals are logged once per interval, with a count.
    private let refusalLog = Mutex(RejectionLog())
    /// Cross-origin upgrades are logged once per interval, with a count.
    private let originRefusalLog = Mutex(RejectionLog())
    /// Sockets that stayed silent past ``WebHostConfiguration/firstMessageTimeout`` are logged once
    /// per interval, with a count.
    private let silentSocketLog = Mutex(RejectionLog())
    /// Times the first-message deadline.
    private let clock: any Clock<Duration>

    /// A host for `apps`. `clock` times the adoption window of page sessions (inject a test clock in
    /// tests). `extraStatus` adds figures to `GET /web/status` (for example the server's open
    /// streams). Logs a diagnostic if the client assets are missing from the bundle.
    public init(
        apps: [WebApp], configuration: WebHostConfiguration = .init(), clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "swiftlet.web"),
        extraStatus: @escaping @Sendable () async -> [String: Int] = { [:] }
    ) {
        self.apps = apps
        self.clock = clock
        self.extraStatus = extraStatus
        self.configuration = configuration
        self.originCheck = OriginCheck(
            extraAllowedOrigins: configuration.extraAllowedOrigins, allowedHosts: configuration.allowedHosts,
            allowsAnyAddressHost: configuration.allowsAnyAddressHost)
        self.logger = logger
        let (assets, missing) = WebAssets.load()
        if !missing.isEmpty { logger.error("browser host assets missing from the bundle: \(missing)") }
        self.assets = assets
        self.sessions = SessionRegistry(
            pendingTimeout: configuration.pendingTimeout, clock: clock, limits: configuration.limits,
            caps: configuration.sessionCaps, bufferedBytes: configuration.queuedFrameBytes,
            grace: configuration.sessionGrace, replayBytes: configuration.resumeBufferBytes, logger: logger)
    }

    /// Registers `GET /` (the index of apps; `/?all` lists hidden apps too), `GET /apps/<name>` (one
    /// page per app), the client assets under `/web/`, `GET /web/blob/<key>` (the bytes of a mounted `Image(data:)`), `GET /web/status` (`{"sessions": N, "pending": P, ...extraStatus}`: mounted trees, of which P still wait for their socket) and the `/ws` socket.
    public func register<Context: WebSocketRequestContext>(on router: Router<Context>) {
        router.get("/") { request, context in
            if let root = self.configuration.rootApp, let app = self.app(named: root) {
                return await self.page(
                    for: app, linksHome: false, client: self.client(of: request, context), request: request, base: "")
            }
            let all = (request.uri.query ?? "").split(separator: "&").contains { $0 == "all" || $0.hasPrefix("all=") }
            return Self.html(PageTemplate.index(apps: self.apps, includingHidden: all))
        }
        router.get("/apps/:name") { request, context in
            let name = context.parameters.get("name") ?? ""
            guard let app = self.app(named: name) else {
                let safe = Self.jsonEscaped(LogSafeText.escaped(name))
                return Self.json(status: .notFound, "{\"error\":\"no app named \(safe)\"}")
            }
            return await self.page(
                for: app, linksHome: self.configuration.rootApp == nil, client: self.client(of: request, context),
                request: request, base: "/apps/" + name)
        }
        // A page below its app's path shows the screens its segments name.
        router.get("/apps/:name/**") { request, context in
            let name = context.parameters.get("name") ?? ""
            guard let app = self.app(named: name), Self.acceptsHTML(request) else {
                let safe = Self.jsonEscaped(LogSafeText.escaped(name))
                return Self.json(status: .notFound, "{\"error\":\"no page \(safe)/… here\"}")
            }
            return await self.page(
                for: app, linksHome: self.configuration.rootApp == nil, client: self.client(of: request, context),
                request: request, base: "/apps/" + name)
        }
        if let root = configuration.rootApp, let app = app(named: root) {
            router.get("/**") { request, context in
                guard Self.acceptsHTML(request) else {
                    return Self.json(status: .notFound, "{\"error\":\"not found\"}")
                }
                return await self.page(
                    for: app, linksHome: false, client: self.client(of: request, context), request: request, base: "")
            }
        }
        router.get("/web/swiftlet.js") { _, _ in
            Self.asset(self.assets.script, type: "text/javascript; charset=utf-8")
        }
        // The client's ES modules, for a page that loads them as they are (``ClientScript``).
        router.get("/web/client/:name") { _, context in
            guard let module = self.assets.modules[context.parameters.get("name") ?? ""] else {
                return Self.json(status: .notFound, "{\"error\":\"no such module\"}")
            }
            return Self.asset(module, type: "text/javascript; charset=utf-8")
        }
        router.get("/web/swiftlet.css") { _, _ in
            Self.asset(self.assets.stylesheet, type: "text/css; charset=utf-8")
        }
        router.get("/web/blob/:key") { _, context in
            let key = context.parameters.get("key") ?? ""
            return ImageBlobs.response(for: await MainActor.run { self.sessions.imageData(forKey: key) })
        }
        // The symbol sprite and asset catalog images.
        router.get("/web/symbols.svg") { _, _ in ImageAssets.sprite() }
        router.get("/web/asset/:catalog/:scale/:name") { _, context in
            ImageAssets.file(
                catalog: context.parameters.get("catalog") ?? "", scale: context.parameters.get("scale") ?? "",
                name: context.parameters.get("name") ?? "")
        }
        router.get("/web/status") { _, _ in
            let (count, pending, detached) = await MainActor.run {
                (self.sessions.liveCount, self.sessions.pendingCount, self.sessions.detachedCount)
            }
            let extra = await self.extraStatus().sorted { $0.key < $1.key }
            var body = "{\"sessions\":\(count),\"pending\":\(pending),\"detached\":\(detached)"
            for (name, value) in extra where !["sessions", "pending", "detached"].contains(name) {
                body += ",\"\(Self.jsonEscaped(name))\":\(value)"
            }
            return Self.json(status: .ok, body + "}")
        }
        // dev: the dev script and /_previews, only under swiftlet-dev (docs/dev.md)
        if DevMode.isOn { registerDevRoutes(on: router) }
        router.ws("/ws") { request, _ in
            // A plain GET (no upgrade asked for) is told what the route wants rather than answered 200.
            guard request.headers[.upgrade]?.lowercased().contains("websocket") == true else {
                throw HTTPError(
                    .init(code: 426, reasonPhrase: "Upgrade Required"), headers: [.upgrade: "websocket"],
                    message: "this route is the page's WebSocket; it takes an upgrade request")
            }
            let origin = request.headers[.origin]
            let host = request.head.authority
            guard self.originCheck.allows(origin: origin, host: host) else {
                let refusal = "origin \(LogSafeText.escaped(origin)) for host \(LogSafeText.escaped(host))"
                if let line = self.originRefusalLog.withLock({ $0.record(refusal, now: .now) }) {
                    self.logger.warning("refused WebSocket upgrade from \(line)")
                }
                // The WebSocket upgrade path answers any refusal with 400 Bad Request (no upgrade).
                throw HTTPError(.badRequest, message: "cross-origin WebSocket upgrade refused")
            }
            guard let name = request.uri.queryParameters.get("app"), self.app(named: name) != nil else {
                throw HTTPError(.notFound, message: "unknown app")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            (context.requestContext as? any ReleasableWebSocketContext)?.releaseWebSocketHandler()
            try await self.serve(
                inbound: inbound, outbound: outbound, request: context.request,
                client: self.client(of: context.request, context.requestContext))
        }
    }

    /// A new pending session of `app`, rendered as its page; `429`/`503` with a JSON error when
    /// `client` or the host holds as many sessions as it may.
    /// The page's navigation is rebuilt from the request's path below `base` (URLs and history).
    func page(for app: WebApp, linksHome: Bool, client: String, request: Request, base: String) async -> Response {
        let opened = Self.openedLocation(request, base: base)
        let result: Result<String, SessionRefusal> = await MainActor.run {
            if let refusal = self.sessions.admit(client: client, pending: true) { return .failure(refusal) }
            let session = self.sessions.createPending(app, client: client, openedAt: opened, basePath: base)
            return .success(
                PageTemplate.appPage(
                    app: app, root: session.rootElement, token: session.token, sequence: session.sequence,
                    linksHome: linksHome, url: session.currentURLPath, depth: session.currentDepth,
                    script: self.assets.pageScript(self.configuration.clientScript)))
        }
        switch result {
        case .success(let page):
            return Self.html(page)
        case .failure(let refusal):
            logRefusal(refusal, client: client)
            return Self.refusalResponse(refusal)
        }
    }

    /// The key per-client caps count under (see ``ClientAddress``).
    func client(of request: Request, _ context: some RequestContext) -> String {
        ClientAddress.of(request, context: context, trustedProxies: configuration.trustedProxies) ?? "unknown"
    }

    private func logRefusal(_ refusal: SessionRefusal, client: String) {
        let line = refusalLog.withLock { $0.record(refusal.description, now: ContinuousClock.now) }
        if let line { logger.warning("refused a session for \(LogSafeText.escaped(client)): \(line)") }
    }

    static func refusalResponse(_ refusal: SessionRefusal) -> Response {
        let status: HTTPResponse.Status
        switch refusal {
        case .clientLimit: status = .tooManyRequests
        case .hostLimit: status = .serviceUnavailable
        }
        var response = json(status: status, "{\"error\":\"\(jsonEscaped(refusal.description))\"}")
        response.headers[.retryAfter] = "5"
        return response
    }

    /// What `operation` returns, or `nil` when `timeout` on `clock` passes first (the operation is
    /// then cancelled). Its own `nil` comes back as `.some(nil)`.
    static func first<T: Sendable>(
        within timeout: Duration, clock: any Clock<Duration>, _ operation: @escaping @Sendable () async throws -> T?
    ) async throws -> T?? {
        try await withThrowingTaskGroup(of: T??.self) { group in
            group.addTask { .some(try await operation()) }
            group.addTask {
                try await clock.sleep(for: timeout)
                return .none
            }
            defer { group.cancelAll() }
            return try await group.next() ?? .none
        }
    }

    /// The app named `name`, if any.
    public func app(named name: String) -> WebApp? {
        apps.first { $0.name == name }
    }

    /// Runs one socket. Resumes the session the token of its first message names (pending, detached,
    /// or held by an earlier socket, which then stops serving it; from the origin it was handed to
    /// only) or creates a fresh one (mounted with the page's scene values when it sends some), writes
    /// the hello frame (with the session's next token), the frames the page missed and then
    /// the session's frames, feeds it the browser's messages, and when the socket ends detaches the
    /// session for the grace period (closes it at shutdown or after a flood).
    private func serve(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, request: Request, client: String
    )
        async throws
    {
        let query = request.uri.queryParameters
        guard let name = query.get("app"), let app = app(named: name) else { return }
        let origin = request.headers[.origin]
        let logger = logger
        let configuration = configuration
        // Messages up to twice the limit are read so that the session can reject them with an error
        // frame; larger ones end the socket (the transport's own limit).
        let readLimit = max(2 * configuration.limits.maxMessageBytes, WebHostConfiguration.maxFrameSize)
        let reader = SocketMessageReader(inbound.messages(maxSize: readLimit))
        // The page's first message comes before anything else (`hello=1`: the session it holds and its
        // scene values; `scene=1`, from a page of an earlier client: its scene values alone). A session
        // token in the URL is never a credential: it would be in every access log.
        var resume = ResumeRequest()
        var sceneValues: [String: String] = [:]
        var first: WebSocketMessage?
        if query.get("hello") == "1" || query.get("scene") == "1" {
            let deadline = configuration.firstMessageTimeout
            let read: WebSocketMessage??
            do {
                read = try await cancelWhenGracefulShutdown {
                    try await Self.first(within: deadline, clock: self.clock) { try await reader.next() }
                }
            } catch {
                return  // a shutdown, or the transport failed: nothing to tell the page
            }
            guard let read, let message = read else {
                guard read == nil else { return }  // the socket ended before it said anything
                // Silent past the deadline: the page learns why, and the socket closes.
                if let line = silentSocketLog.withLock({ $0.record("from \(LogSafeText.escaped(client))", now: .now) })
                {
                    logger.warning("closed a socket that sent no first message in time \(line)")
                }
                let reason = "no first message within \(deadline); closing the socket"
                try? await outbound.write(.text(ServerFrame.error(ref: nil, message: reason).json))
                try? await outbound.close(.policyViolation, reason: nil)
                return
            }
            let decoded: ClientMessage?
            if case .text(let text) = message {
                decoded = try? ClientMessage.decode(text, limits: configuration.limits)
            } else {
                decoded = nil
            }
            switch decoded {
            case .hello(let token, let frames, let sequence, let values)?:
                resume = ResumeRequest(token: token, received: frames, sequence: sequence)
                sceneValues = values
            case .sceneStorage(let values, _)?:
                sceneValues = values
            default:
                first = message
            }
        }
        let resumed: (WebSession, WebSession.Attachment)? = await MainActor.run {
            guard let token = resume.token,
                let session = self.sessions.resume(token: token, appName: name, origin: origin)
            else { return nil }
            return (
                session, session.attach(received: resume.received, pageSequence: resume.sequence, resumed: true)
            )
        }
        // A resumed session keeps its own scene values, and takes what the tab kept on top.
        if let (session, _) = resumed, !sceneValues.isEmpty { await session.handle(.sceneStorage(sceneValues)) }
        let admitted: Result<(WebSession, WebSession.Attachment), SessionRefusal> = await MainActor.run {
            if let resumed { return .success(resumed) }
            if let refusal = self.sessions.admit(client: client, pending: false) { return .failure(refusal) }
            // A fresh session starts where the page's URL is (`&path=`).
            let (opened, base) = self.socketLocation(query.get("path"), app: name, authority: request.head.authority)
            let fresh = self.sessions.createAttached(
                app, client: client, sceneValues: sceneValues, openedAt: opened, basePath: base)
            fresh.boundOrigin = .some(origin)
            let attachment = fresh.attach(received: nil, pageSequence: nil)
            fresh.sendRender()
            // The address bar shows what was rebuilt when that is not its URL.
            if opened != nil, fresh.currentURLPath != query.get("path") { fresh.announceLocation() }
            return .success((fresh, attachment))
        }
        let session: WebSession
        let attachment: WebSession.Attachment
        switch admitted {
        case .success(let admitted):
            (session, attachment) = admitted
        case .failure(let refusal):
            // The page learns why in an error frame, then the socket closes.
            logRefusal(refusal, client: client)
            try? await outbound.write(.text(ServerFrame.error(ref: nil, message: refusal.description).json))
            try? await outbound.close(.policyViolation, reason: nil)
            return
        }
        let number = attachment.number
        let firstMessage = first
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await outbound.write(.text(attachment.hello))
                    for frame in attachment.replay { try await outbound.write(.text(frame)) }
                    for await frame in attachment.frames { try await outbound.write(.text(frame)) }
                } catch {
                    return
                }
                // The stream ended: the session closed, or a later socket resumed it (this one closes).
                let replaced = await MainActor.run { !session.isClosed && session.attachment != number }
                guard replaced else { return }
                let reason = "this session was resumed by another connection"
                try? await outbound.write(.text(ServerFrame.error(ref: nil, message: reason).json))
                try? await outbound.close(.policyViolation, reason: nil)
            }
            var closing = false
            do {
                // A graceful shutdown (SIGTERM/SIGINT) ends the reading at once, even when the
                // client never answers: the session closes and the transport sends the close frame.
                closing = try await cancelWhenGracefulShutdown {
                    var rate = MessageRateLimit(rate: configuration.messageRate, burst: configuration.messageBurst)
                    var unread = firstMessage
                    while true {
                        let message: WebSocketMessage
                        if let early = unread {
                            message = early
                            unread = nil
                        } else {
                            guard let read = try await reader.next() else { break }
                            message = read
                        }
                        guard rate.take(now: .now) else {
                            // Over its rate: an error frame (queued after what the session sent),
                            // then the socket closes, and so does its session.
                            let limit = Int(configuration.messageRate)
                            await session.reject(
                                "too many messages (more than \(limit) a second); closing the socket", ref: nil)
                            return true
                        }
                        switch message {
                        case .text(let text):
                            guard await session.receive(text, from: number) else { return false }
                        case .binary:
                            guard await session.receiveBinary(from: number) else { return false }
                        }
                    }
                    return false
                }
            } catch is CancellationError {
                closing = true
            } catch {
                logger.warning("socket ended with an error: \(error)")
            }
            // A dropped socket's session waits for its page for the grace period.
            await MainActor.run { self.sessions.release(session, attachment: number, closing: closing) }
            if closing {
                // Frames already queued still go out (the stream has ended, so the writer stops after
                // them), for at most `closeGrace`: a client that stopped reading cannot hold the socket.
                let grace = configuration.closeGrace
                group.addTask { try? await Task.sleep(for: grace) }
                await group.next()
            }
            group.cancelAll()
        }
    }

    /// Closes the sessions still waiting for their page when the server shuts down
    /// gracefully (sockets that are open close their own). Pass it in the `services` of `WebServer.run`.
    public var detachedSessionsService: some Service { DetachedSessionsShutdown(sessions: sessions) }

    private static func html(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func json(status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private static func jsonEscaped(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(writer.output.dropFirst().dropLast())
    }
}
