import Hummingbird
import NIOCore
import SwiftletHTTP

/// The book server's request context: Hummingbird's basic context plus the connection's channel.
/// ``BookServer/start(_:)`` and ``BookServer/makeApplication(onServerRunning:)`` use it.
public struct BookRequestContext: RequestContextWithChannel {
    public var coreContext: CoreRequestContextStorage
    public let channel: (any Channel)?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}
