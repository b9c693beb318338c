import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The browser host: serves each app's server-rendered page, the JavaScript client and stylesheet,
/// and the WebSocket over which a page sends events and receives one frame per tick.
///
/// Create one per server process and call `register(on:)` on the router that is served with
/// `.http1WebSocketUpgrade(webSocketRouter:)`. Sessions live on the main actor; a closed socket
/// unmounts its session's tree before its handler returns.
public final class WebHost: Sendable {
    /// The apps, in index order.
    public let apps: [WebApp]
    /// The live sessions (main actor).
    public let sessions: SessionRegistry
    private let configuration: WebHostConfiguration
    private let originCheck: OriginCheck
    private let assets: WebAssets
    private let logger: Logger
    private let extraStatus: @Sendable () async -> [String: Int]

    /// A host for `apps`. `clock` times the adoption window of page sessions (inject a test clock in
    /// tests). `extraStatus` adds figures to `GET /web/status` (for example the server's open
    /// streams). Logs a diagnostic if the client assets are missing from the bundle.
    public init(
        apps: [WebApp], configuration: WebHostConfiguration = .init(), clock: any Clock<Duration> = ContinuousClock(),
        logger: Logger = Logger(label: "swiftlet.web"),
        extraStatus: @escaping @Sendable () async -> [String: Int] = { [:] }
    ) {
        self.apps = apps
        self.extraStatus = extraStatus
        self.configuration = configuration
        self.originCheck = OriginCheck(extraAllowedOrigins: configuration.extraAllowedOrigins)
        self.logger = logger
        let (assets, missing) = WebAssets.load()
        if !missing.isEmpty { logger.error("browser host assets missing from the bundle: \(missing)") }
        self.assets = assets
        self.sessions = SessionRegistry(
            pendingTimeout: configuration.pendingTimeout, clock: clock, limits: configuration.limits, logger: logger)
    }

    /// Registers `GET /` (the index of apps; `/?all` lists hidden apps too), `GET /apps/<name>` (one
    /// page per app), the client assets under `/web/` (with `/web/bench/table.html`, the hand-written
    /// benchmark table), `GET /web/blob/<key>` (the bytes of a mounted `Image(data:)`), `GET /web/status` (`{"sessions": N, "pending": P, ...extraStatus}`: mounted trees, of which P still wait for their socket) and the `/ws` socket.
    public func register<Context: WebSocketRequestContext>(on router: Router<Context>) {
        router.get("/") { request, _ in
            if let root = self.configuration.rootApp, let app = self.app(named: root) {
                return await self.page(for: app, linksHome: false)
            }
            let all = (request.uri.query ?? "").split(separator: "&").contains { $0 == "all" || $0.hasPrefix("all=") }
            return Self.html(PageTemplate.index(apps: self.apps, includingHidden: all))
        }
        router.get("/apps/:name") { _, context in
            let name = context.parameters.get("name") ?? ""
            guard let app = self.app(named: name) else {
                return Self.json(status: .notFound, "{\"error\":\"no app named \(Self.jsonEscaped(name))\"}")
            }
            return await self.page(for: app, linksHome: self.configuration.rootApp == nil)
        }
        router.get("/web/swiftlet.js") { _, _ in
            Self.asset(self.assets.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/web/swiftlet.css") { _, _ in
            Self.asset(self.assets.stylesheet, type: "text/css; charset=utf-8")
        }
        router.get("/web/blob/:key") { _, context in
            let key = context.parameters.get("key") ?? ""
            return ImageBlobs.response(for: await MainActor.run { self.sessions.imageData(forKey: key) })
        }
        router.get("/web/bench/table.html") { _, _ in
            Self.asset(self.assets.benchTable, type: "text/html; charset=utf-8")
        }
        router.get("/web/status") { _, _ in
            let (count, pending) = await MainActor.run { (self.sessions.liveCount, self.sessions.pendingCount) }
            let extra = await self.extraStatus().sorted { $0.key < $1.key }
            var body = "{\"sessions\":\(count),\"pending\":\(pending)"
            for (name, value) in extra where name != "sessions" && name != "pending" {
                body += ",\"\(Self.jsonEscaped(name))\":\(value)"
            }
            return Self.json(status: .ok, body + "}")
        }
        router.ws("/ws") { request, _ in
            let origin = request.headers[.origin]
            let host = request.head.authority
            guard self.originCheck.allows(origin: origin, host: host) else {
                self.logger.warning("refused WebSocket upgrade from origin \(origin ?? "-") for host \(host ?? "-")")
                // The WebSocket upgrade path answers any refusal with 400 Bad Request (no upgrade).
                throw HTTPError(.badRequest, message: "cross-origin WebSocket upgrade refused")
            }
            guard let name = request.uri.queryParameters.get("app"), self.app(named: name) != nil else {
                throw HTTPError(.notFound, message: "unknown app")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            (context.requestContext as? any ReleasableWebSocketContext)?.releaseWebSocketHandler()
            try await self.serve(inbound: inbound, outbound: outbound, request: context.request)
        }
    }

    /// A new pending session of `app`, rendered as its page.
    private func page(for app: WebApp, linksHome: Bool) async -> Response {
        let page = await MainActor.run {
            let session = self.sessions.createPending(app)
            return PageTemplate.appPage(
                app: app, root: session.rootElement, token: session.token, sequence: session.sequence,
                linksHome: linksHome)
        }
        return Self.html(page)
    }

    /// The app named `name`, if any.
    public func app(named name: String) -> WebApp? {
        apps.first { $0.name == name }
    }

    /// Runs one socket: adopts (or creates) the session, forwards its frames, feeds it the browser's
    /// messages, and closes it when the socket ends for any reason.
    private func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, request: Request)
        async throws
    {
        let query = request.uri.queryParameters
        guard let name = query.get("app"), let app = app(named: name) else { return }
        let token = query.get("session")
        let session = await MainActor.run {
            if let token, let adopted = self.sessions.adopt(token: token, appName: name) { return adopted }
            let fresh = self.sessions.createAttached(app)
            fresh.sendRender()
            return fresh
        }
        let frames = session.frames
        // Messages up to twice the limit are read so that the session can reject them with an error
        // frame; larger ones end the socket (the transport's own limit).
        let readLimit = max(2 * configuration.limits.maxMessageBytes, WebHostConfiguration.maxFrameSize)
        let logger = logger
        let messages = inbound.messages(maxSize: readLimit)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await frame in frames {
                    do {
                        try await outbound.write(.text(frame))
                    } catch {
                        return
                    }
                }
            }
            do {
                // A graceful shutdown (SIGTERM/SIGINT) ends the reading at once, even when the
                // client never answers: the session closes and the transport sends the close frame.
                try await cancelWhenGracefulShutdown {
                    for try await message in messages {
                        switch message {
                        case .text(let text):
                            await session.receive(text)
                        case .binary:
                            await session.receiveBinary()
                        }
                    }
                }
            } catch is CancellationError {
            } catch {
                logger.warning("socket ended with an error: \(error)")
            }
            await MainActor.run { self.sessions.close(session) }
            // Frames already queued still go out (the stream has ended, so the writer stops after
            // them), for at most `closeGrace`: a client that stopped reading cannot hold the socket.
            let grace = configuration.closeGrace
            group.addTask { try? await Task.sleep(for: grace) }
            await group.next()
            group.cancelAll()
        }
    }

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
