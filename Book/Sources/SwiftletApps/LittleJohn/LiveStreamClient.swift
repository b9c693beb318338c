import AsyncHTTPClient
import SwiftletKit

/// The HTTP client every LittleJohn session streams through.
///
/// `HTTPClient.shared` allows 8 connections per host, so the ninth live ticker of one server would
/// wait for a free connection; each live screen holds one endless response open, so the pool here is
/// sized for hundreds. Process-wide, like `HTTPClient.shared`: it lives until the process exits and is
/// never shut down (it is never deinitialised either). A refused connection fails at once; a request
/// waits up to 10 s for a connection to a server that is up but slow to answer.
enum LiveStreamClient {
    /// The most ticker streams one process keeps open to the same server at once.
    static let maximumOpenStreams = 1_024

    static let shared: WebClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(
            idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: maximumOpenStreams)
        // A request must have a connection within the connect timeout, counted from the call (AHC's
        // connection deadline). It was 3 s, so that a refused connection, retried with backoff until
        // then, would not keep the user waiting for the error alert. But on a loaded machine the event
        // loops lag: a connection to a live server took longer than 3 s and the request failed
        // ("timed out connecting"). So a refused connection is not retried (it fails at once) and the
        // default 10 s applies. No read timeout: ticker responses are endless.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .seconds(10))
        return WebClient(
            httpClient: HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration))
    }()
}
