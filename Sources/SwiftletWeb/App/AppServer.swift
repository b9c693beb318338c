import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import SwiftletHTTP
@_spi(SwiftletHost) import SwiftletUI

/// Serves a SwiftletUI `App` in the browser: its first window at `/`, every window at `/apps/<name>`, one
/// session (a fresh tree of the window's content) per browser tab.
@_spi(SwiftletEmbedding) public enum AppServer {
    /// Serves `app` on `options.host:options.port` until SIGINT/SIGTERM, then returns after a graceful
    /// shutdown. Reads the app's body once, on the main actor. `onListening` gets the bound port.
    ///
    /// Every connection is guarded as `swiftlet serve`'s are (SwiftletHTTP's `ConnectionGuard` with
    /// `connectionLimits`, whose trusted proxies are `options.trustedProxies`): connections are capped
    /// per client and in all, slow or idle clients and clients that stop reading are closed, and a
    /// malformed WebSocket upgrade is refused, each with an HTTP status and a JSON error.
    ///
    /// - Throws: SwiftletHTTP's `WebServerError` when the address cannot be bound (for example the port is taken).
    @MainActor
    public static func run<A: App>(
        _ app: A, options: WebServerOptions, connectionLimits: ConnectionLimits = ConnectionLimits(),
        logger: Logger = AppServer.defaultLogger(),
        onListening: @escaping @Sendable (_ port: Int) async -> Void = { _ in }
    ) async throws {
        let apps = WebApp.apps(for: app.body, fallbackTitle: "\(A.self)") + DevPreviews.apps()
        var configuration = WebHostConfiguration(rootApp: apps.first?.name)
        configuration.allowedHosts =
            options.allowedHosts.isEmpty
            ? WebHostConfiguration.defaultAllowedHosts(listeningOn: options.host) : Set(options.allowedHosts)
        configuration.allowsAnyAddressHost =
            options.allowedHosts.isEmpty && WebHostConfiguration.isWildcard(options.host)
        configuration.sessionGrace = options.sessionGrace
        configuration.trustedProxies = Set(options.trustedProxies)
        let host = WebHost(apps: apps, configuration: configuration, logger: logger)
        let router = Router(context: WebHostRequestContext.self)
        host.register(on: router)
        var limits = connectionLimits
        limits.trustedProxies.formUnion(options.trustedProxies)
        let connectionGuard = ConnectionGuard(limits: limits)
        try await WebServer.run(
            router: router, host: options.host, port: options.port, additionalChannelHandlers: { [PeerWatch()] },
            wrapChildChannel: { connectionGuard.wrap(any: $0, upgradable: true) },
            services: [host.detachedSessionsService], logger: logger, onListening: onListening)
    }

    /// The logger apps use by default: label `swiftlet`, warnings and errors only.
    public static func defaultLogger() -> Logger {
        var logger = Logger(label: "swiftlet")
        logger.logLevel = .warning
        return logger
    }
}
