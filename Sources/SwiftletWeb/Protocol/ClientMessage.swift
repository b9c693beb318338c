import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// One message from the browser, decoded and validated. See `docs/web.md` for the exact JSON.
@_spi(SwiftletHost) public enum ClientMessage: Sendable, Equatable {
    /// An input event for the engine; `ref` (when present) is echoed in the reply frame. `madeAt` is
    /// the tick sequence the page had applied when the event was made, sent with the events a page
    /// queued while its socket was down (`"seq"`): such an event whose node changed since is dropped.
    case event(HostEvent, ref: Int?, madeAt: Int? = nil)
    /// The page became hidden (`true`) or visible again (`false`).
    case visibility(hidden: Bool)
    /// The browser lost track (a gap in sequence numbers) and asks for a full render.
    case resync
    /// Some of the app's stored values (`@AppStorage`) as the browser keeps them, sent when the socket
    /// opens, in as many messages as they need. `refused` names the keys the message could not carry:
    /// a value over ``Limits/maxValueBytes`` (the page names those it left out, in `oversized`) or a
    /// key over 256 bytes. Each is refused alone; the other values load.
    case storage([String: String], refused: [String] = [])
    /// The browser's geolocation permission, or its answer to a `geo` request.
    case geolocation(GeolocationReply)
    /// The page's viewport is `width` CSS pixels wide (sent when the page opens and when the width
    /// crosses `UserInterfaceSizeClass.regularWidthBreakpoint`).
    case viewport(width: Int)
    /// The browser's language (`navigator.language`), a BCP-47 tag such as `de-DE` (letters,
    /// digits and `-`, at most 35 bytes), sent when the socket opens and when the language changes.
    case language(String)
    /// Laid-out sizes the browser measured (`.size` events), one per element whose size changed,
    /// or positions (`.placement` events, from a `place` message),
    /// sent at most once per animation frame.
    case sizes([HostEvent])
    /// The browser's `prefers-color-scheme` (`light` or `dark`), sent when the socket opens and
    /// when it changes.
    case colorScheme(ColorScheme)
    /// The browser moved in its history (Back, Forward): its path and query now (`/apps/x/42?tab=1`),
    /// and the screen depth its history entry recorded (`nil` for an entry the page did not make).
    case location(path: String, depth: Int?, ref: Int?)
    /// The page's `@SceneStorage` values as its tab keeps them (`sessionStorage`), the first message
    /// of every socket; `refused` as for ``storage(_:refused:)``.
    case sceneStorage([String: String], refused: [String] = [])
    /// The first message of a socket opened with `hello=1` (what the page sends, docs/web.md): the
    /// session the page holds, if any (its `token`, the `frames` of it received and the last tick
    /// `sequence` applied), and its `@SceneStorage` values. The token travels only here, never in a
    /// URL.
    case hello(token: String?, frames: Int?, sequence: Int?, sceneValues: [String: String])
    /// The page received the token of its socket's hello frame (`{"ev":"token"}`), so the one it
    /// held before is void.
    case tokenReceived
    /// The page is going away (closed, reloaded, navigated elsewhere): when its socket ends, its
    /// session closes at once instead of waiting to be resumed.
    case leave

    /// Decodes one text message. Throws `ClientMessageError` for anything malformed; never traps.
    public static func decode(_ text: String, limits: Limits = Limits()) throws(ClientMessageError) -> ClientMessage {
        guard text.utf8.count <= limits.maxMessageBytes else {
            throw .tooLarge(bytes: text.utf8.count, limit: limits.maxMessageBytes)
        }
        let wire: Wire
        if let flat = FlatMessageScanner.wire(text) {
            wire = flat
        } else {
            wire = try decodeWire(text)
        }
        if let ref = wire.ref, ref < 0 { throw .malformed("ref must not be negative") }
        let type = messageType(wire.ev)
        switch type {
        case .visibility:
            guard let hidden = wire.hidden else { throw .malformed("visibility needs \"hidden\"") }
            return .visibility(hidden: hidden)
        case .resync:
            return .resync
        case .storage:
            let (values, refused) = try storedValues(wire.values, oversized: wire.oversized, limits: limits)
            return .storage(values, refused: refused)
        case .geo:
            return .geolocation(try geolocationReply(wire, limits: limits))
        case .viewport:
            guard let width = wire.width, width >= 0 else { throw .malformed("viewport needs a width >= 0") }
            return .viewport(width: width)
        case .language:
            return .language(try languageTag(wire.value))
        case .size:
            return .sizes(try measuredSizes(wire.sizes))
        case .place:
            return .sizes(try measuredPlacements(wire.places))
        case .colorScheme:
            guard let scheme = wire.value.flatMap(ColorScheme.init(rawValue:)) else {
                throw .malformed("colorScheme needs \"value\" light or dark")
            }
            return .colorScheme(scheme)
        case .location:
            return try location(wire)
        case .scene:
            let (values, refused) = try storedValues(wire.values, oversized: wire.oversized, limits: limits)
            return .sceneStorage(values, refused: refused)
        case .hello:
            if let token = wire.session, token.utf8.count > 64 { throw .malformed("hello's session is too long") }
            guard (wire.frames ?? 0) >= 0, (wire.seq ?? 0) >= 0 else {
                throw .malformed("hello's frames and seq must not be negative")
            }
            // Scene values over the bounds are dropped (a fresh session mounts without them; a resumed
            // one has its own), never the session the page holds.
            return .hello(
                token: wire.session.flatMap { $0.isEmpty ? nil : $0 }, frames: wire.frames, sequence: wire.seq,
                sceneValues: (try? storedValues(wire.values ?? [:], oversized: nil, limits: limits))?.values ?? [:])
        case .token:
            return .tokenReceived
        case .leave:
            return .leave
        default:
            break
        }
        guard let raw = wire.id else { throw .malformed("\(wire.ev) needs a node \"id\"") }
        guard raw >= 0 else { throw .malformed("node id must not be negative") }
        let id = NodeID(raw)
        func value() throws(ClientMessageError) -> String {
            guard let value = wire.value else { throw .malformed("\(wire.ev) needs a string \"value\"") }
            guard value.utf8.count <= limits.maxValueBytes else {
                throw .tooLarge(bytes: value.utf8.count, limit: limits.maxValueBytes)
            }
            return value
        }
        let event: HostEvent
        switch type {
        case .tap: event = .tap(id)
        case .input: event = .input(id, try value())
        case .submit: event = .submit(id)
        case .toggle:
            guard let on = wire.on else { throw .malformed("toggle needs a boolean \"on\"") }
            event = .toggle(id, on)
        case .select: event = .select(id, try value())
        case .refresh: event = .refresh(id)
        case .back: event = .navigateBack(id)
        case .focus:
            guard let on = wire.on else { throw .malformed("focus needs a boolean \"on\"") }
            event = .focus(id, on)
        case .gesture: event = .gesture(id, try gestureInput(wire.g))
        case .range:
            guard let from = wire.from, let to = wire.to, from >= 0, to >= from else {
                throw .malformed("range needs 0 <= from <= to")
            }
            guard to - from <= limits.maxVisibleRows else {
                throw .malformed("range of \(to - from) rows exceeds \(limits.maxVisibleRows)")
            }
            event = .visibleRange(id, from..<to)
        default:
            throw .unknownEvent(String(wire.ev.prefix(40)))
        }
        if let seq = wire.seq, seq < 0 { throw .malformed("seq must not be negative") }
        return .event(event, ref: wire.ref, madeAt: wire.seq)
    }

    /// The type a message's `ev` names (``ClientContract/Message``). A page loaded before a click
    /// was called `tap` on the wire still sends `click` once the server it reconnects to is newer;
    /// it means the same.
    static func messageType(_ ev: String) -> ClientContract.Message? {
        ClientContract.Message(rawValue: ev) ?? (ev == "click" ? .tap : nil)
    }

    /// The message read by Foundation's decoder: any valid JSON, and the reference that
    /// ``FlatMessageScanner`` agrees with on the messages it reads itself.
    static func decodeWire(_ text: String) throws(ClientMessageError) -> Wire {
        do {
            return try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw .malformed("not a JSON event object")
        }
    }

    /// The values of a storage report that keep within the bounds, and the keys of those that do not
    /// (with the `oversized` keys the page left out), sorted. Only a report without `values`, with an
    /// empty key or with more than ``Limits/maxStoredValues`` entries is malformed as a whole.
    private static func storedValues(
        _ values: [String: String]?, oversized: [String]?, limits: Limits
    ) throws(ClientMessageError) -> (values: [String: String], refused: [String]) {
        guard let values else { throw .malformed("storage needs an object of strings \"values\"") }
        let oversized = oversized ?? []
        guard values.count + oversized.count <= limits.maxStoredValues else {
            throw .malformed("storage of \(values.count + oversized.count) values exceeds \(limits.maxStoredValues)")
        }
        var kept: [String: String] = [:]
        var refused: [String] = []
        for (key, value) in values {
            guard !key.isEmpty else { throw .malformed("storage keys are 1 to 256 bytes") }
            if key.utf8.count <= 256, value.utf8.count <= limits.maxValueBytes {
                kept[key] = value
            } else {
                refused.append(key)
            }
        }
        refused += oversized.filter { !$0.isEmpty && kept[$0] == nil }
        return (kept, refused.sorted())
    }

    /// A language tag as `navigator.language` gives it; anything else is malformed.
    static func languageTag(_ value: String?) throws(ClientMessageError) -> String {
        guard let value else { throw .malformed("language needs a string \"value\"") }
        let bytes = value.utf8
        guard !bytes.isEmpty, bytes.count <= 35, bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-"),
            bytes.allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            })
        else { throw .malformed("language must be a language tag of letters, digits and '-' (at most 35 bytes)") }
        return value
    }

    private static func geolocationReply(_ wire: Wire, limits: Limits) throws(ClientMessageError) -> GeolocationReply {
        if let request = wire.req, request < 0 { throw .malformed("geo request must not be negative") }
        if let state = wire.state, !["granted", "denied", "prompt"].contains(state) {
            throw .malformed("geo state must be granted, denied or prompt")
        }
        let coordinates = [wire.lat, wire.lon, wire.accuracy].compactMap { $0 }
        guard coordinates.allSatisfy(\.isFinite) else { throw .malformed("geo coordinates must be finite") }
        guard (wire.lat == nil) == (wire.lon == nil) else { throw .malformed("geo needs both lat and lon") }
        if let message = wire.message, message.utf8.count > limits.maxValueBytes {
            throw .tooLarge(bytes: message.utf8.count, limit: limits.maxValueBytes)
        }
        return GeolocationReply(
            request: wire.req, permission: wire.state, latitude: wire.lat, longitude: wire.lon, accuracy: wire.accuracy,
            message: wire.message.map { String($0.prefix(200)) })
    }

    /// A `location` message; its path is at most `RouteSegmentText.maxPathBytes`
    /// and starts with `/`, its depth is 0 to 64.
    private static func location(_ wire: Wire) throws(ClientMessageError) -> ClientMessage {
        guard let path = wire.value, path.hasPrefix("/") else {
            throw .malformed("location needs a \"value\" path starting with /")
        }
        guard path.utf8.count <= RouteSegmentText.maxPathBytes else {
            throw .tooLarge(bytes: path.utf8.count, limit: RouteSegmentText.maxPathBytes)
        }
        if let depth = wire.depth, !(0...64).contains(depth) { throw .malformed("location depth must be 0 to 64") }
        return .location(path: path, depth: wire.depth, ref: wire.ref)
    }

    /// Bounds applied while decoding.
    public struct Limits: Sendable, Equatable {
        /// The largest message accepted, in UTF-8 bytes.
        public var maxMessageBytes: Int
        /// The largest `value` (text field contents, picker tag) accepted, in UTF-8 bytes.
        public var maxValueBytes: Int
        /// The most rows one visible-range report may span.
        public var maxVisibleRows: Int
        /// The most values one storage report may carry.
        public var maxStoredValues = 64
        /// The most `@AppStorage` keys one session holds; a `storage` message beyond it is refused
        /// with an error frame.
        public var maxStorageKeys = 256
        /// The most bytes of `@AppStorage` keys and values one session holds; a `storage` message
        /// beyond it is refused with an error frame.
        public var maxStorageBytes = 256 * 1024

        public init(maxMessageBytes: Int = 64 * 1024, maxValueBytes: Int = 32 * 1024, maxVisibleRows: Int = 1_000) {
            self.maxMessageBytes = maxMessageBytes
            self.maxValueBytes = maxValueBytes
            self.maxVisibleRows = maxVisibleRows
        }
    }

    /// The fields a message may carry, as read from its JSON.
    struct Wire: Decodable, Equatable {
        var ev: String
        var ref: Int?
        var id: Int?
        var value: String?
        var on: Bool?
        var from: Int?
        var to: Int?
        var hidden: Bool?
        var values: [String: String]?
        /// Storage reports: keys whose values the page left out, over the value bound.
        var oversized: [String]?
        var req: Int?
        var state: String?
        var lat: Double?
        var lon: Double?
        var accuracy: Double?
        var message: String?
        var width: Int?
        // The nested report of a `gesture` message (so the flat reader leaves it alone).
        var g: GestureWire?
        // `[[id, width, height], …]`.
        var sizes: [[Double]]?
        // `[[id, x, y, spaceID, x, y, …], …]`.
        var places: [[Double]]?
        // The history entry's screen depth of a `location` message.
        var depth: Int?
        // A `hello` message's token, frames received and last tick applied.
        var session: String?
        var frames: Int?
        var seq: Int?
    }
}

/// Why a browser message was rejected. The session logs it and replies with an error frame; the
/// socket and every other session carry on.
@_spi(SwiftletHost) public enum ClientMessageError: Error, Sendable, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int, limit: Int)
    case malformed(String)
    case unknownEvent(String)
    case binaryMessage

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit): "message of \(bytes) bytes exceeds the limit of \(limit)"
        case .malformed(let reason): "malformed event: \(reason)"
        case .unknownEvent(let name): "unknown event type \"\(name)\""
        case .binaryMessage: "binary messages are not part of the protocol"
        }
    }
}
