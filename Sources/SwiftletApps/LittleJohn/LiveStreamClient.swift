import AsyncHTTPClient
import SwiftletKit

/// The HTTP client every LittleJohn session streams through.
///
/// `HTTPClient.shared` allows 8 connections per host, so the ninth live ticker of one server would
/// wait for a free connection; each live screen holds one endless response open, so the pool here is
/// sized for hundreds. Process-wide, like `HTTPClient.shared`: it lives until the process exits and is
/// never shut down (it is never deinitialised either). Connections give up after 3 s.
enum LiveStreamClient {
    /// The most ticker streams one process keeps open to the same server at once.
    static let maximumOpenStreams = 1_024

    static let shared: WebClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(
            idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: maximumOpenStreams)
        // A refused connection is retried with backoff until this timeout (10 s by default), so a
        // server that is down would leave the user waiting that long for the error alert. No read
        // timeout: ticker responses are endless.
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .seconds(3))
        return WebClient(
            httpClient: HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration))
    }()
}
