import Foundation

/// The shared state and settings route groups are built from.
struct RouteDependencies: Sendable {
    let configuration: BookServer.Configuration
    let chatRoom: ChatRoom
    let cliLog: CLIChatLog
    let files: FileLibrary
    let gallery: Gallery
    let assets: AssetCache
    let liveStreams: LiveStreams
    let savedPhotos: SavedPhotos
    /// The shared timer of the chat and CLI chat streams when the configuration sets a chat poll
    /// interval (see ``chatStreamBody``).
    let chatBell: StreamBell?

    /// The driver of the timer-based streams, on the configured clock and interval.
    var streamBody: LiveStreamBody {
        LiveStreamBody(
            streams: liveStreams, clock: configuration.clock, interval: configuration.streamInterval,
            perClientLimit: configuration.connections.maxStreamsPerClient,
            trustedProxies: configuration.connections.trustedProxies)
    }

    /// The driver of the chat and CLI chat streams: with a chat poll interval, the shared
    /// ``chatBell``; otherwise a timer per stream at the stream interval, as the book did.
    var chatStreamBody: LiveStreamBody {
        var body = streamBody
        body.bell = chatBell
        return body
    }

    /// Validates a user name from a query or body: present and within the configured length.
    func validUserName(_ name: String?) throws -> String {
        try BookInput.userName(name, limits: configuration.limits)
    }

    /// Throws 400 when a chat text is longer than the configured limit.
    func checkMessageLength(_ text: String) throws {
        try BookInput.checkMessageLength(text, limits: configuration.limits)
    }
}
