@_spi(SwiftletHost) import SwiftletUI

/// One message from the server to the browser. See `docs/web.md` for the exact JSON.
@_spi(SwiftletHost) public enum ServerFrame: Sendable, Equatable {
    /// The changes of one tick, numbered; `replyTo` lists the event refs whose handling caused it.
    case tick(sequence: Int, changes: [DOMChange], replyTo: [Int])
    /// The whole tree, replacing whatever the browser shows (first connect, reconnect, resync).
    case render(sequence: Int, root: DOMElement)
    /// The event `ref` was applied and changed nothing; `sequence` is the frame the browser is at.
    case ack(sequence: Int, ref: Int)
    /// The event `ref` (if known) was rejected; nothing changed.
    case error(ref: Int?, message: String)
    /// The app wrote an `@AppStorage` value (`nil`: removed); the browser keeps it in `localStorage`.
    case storage(key: String, value: String?)
    /// Asks the browser's geolocation for request number `request`; answered with a `geo` event.
    case geolocation(request: Int, operation: GeolocationOperation)
    /// `@Environment(\.openURL)` asks the browser to open `url` in a new tab.
    case openURL(String)
    /// The app's navigation moved: the browser shows `url` (a path and query) with `depth` screens
    /// above the root, in a new history entry (`push`) or in place of the current one.
    case navigate(url: String, depth: Int, push: Bool)
    /// The first frame on every socket (not counted as a frame of the session): the token the page
    /// resumes with next time (a new one on every socket: the one it came with is void), the index of
    /// the next frame it gets, and whether this is the session the page held
    /// (`{"session":"…","frames":N,"resumed":true}`).
    case session(token: String, frames: Int, resumed: Bool)
    /// The app wrote a `@SceneStorage` value (`nil`: removed); the browser keeps it in the tab's
    /// `sessionStorage`.
    case sceneStorage(key: String, value: String?)

    /// The frame as compact JSON text.
    public var json: String {
        var writer = JSONWriter()
        switch self {
        case .tick(let sequence, let changes, let refs):
            writer.raw("{\"seq\":")
            writer.int(sequence)
            writer.raw(",\"ops\":[")
            for (index, change) in changes.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.change(change)
            }
            writer.raw("]")
            if !refs.isEmpty {
                writer.raw(",\"refs\":[")
                for (index, ref) in refs.enumerated() {
                    if index > 0 { writer.raw(",") }
                    writer.int(ref)
                }
                writer.raw("]")
            }
            writer.raw("}")
        case .render(let sequence, let root):
            writer.raw("{\"seq\":")
            writer.int(sequence)
            writer.raw(",\"render\":")
            writer.element(root)
            writer.raw("}")
        case .ack(let sequence, let ref):
            writer.raw("{\"seq\":")
            writer.int(sequence)
            writer.raw(",\"ack\":")
            writer.int(ref)
            writer.raw("}")
        case .error(let ref, let message):
            writer.raw("{")
            if let ref {
                writer.raw("\"ref\":")
                writer.int(ref)
                writer.raw(",")
            }
            writer.raw("\"error\":")
            writer.string(message)
            writer.raw("}")
        case .storage(let key, let value):
            writer.raw("{\"store\":{\"key\":")
            writer.string(key)
            writer.raw(",\"value\":")
            if let value { writer.string(value) } else { writer.raw("null") }
            writer.raw("}}")
        case .geolocation(let request, let operation):
            writer.raw("{\"geo\":{\"req\":")
            writer.int(request)
            writer.raw(",\"op\":")
            writer.string(operation.rawValue)
            writer.raw("}}")
        case .openURL(let url):
            writer.raw("{\"open\":")
            writer.string(url)
            writer.raw("}")
        case .navigate(let url, let depth, let push):
            writer.raw("{\"nav\":{\"url\":")
            writer.string(url)
            writer.raw(",\"depth\":")
            writer.int(depth)
            writer.raw(push ? ",\"push\":true}}" : ",\"push\":false}}")
        case .session(let token, let frames, let resumed):
            writer.raw("{\"session\":")
            writer.string(token)
            writer.raw(",\"frames\":")
            writer.int(frames)
            writer.raw(resumed ? ",\"resumed\":true}" : ",\"resumed\":false}")
        case .sceneStorage(let key, let value):
            writer.raw("{\"scene\":{\"key\":")
            writer.string(key)
            writer.raw(",\"value\":")
            if let value { writer.string(value) } else { writer.raw("null") }
            writer.raw("}}")
        }
        return writer.output
    }
}
