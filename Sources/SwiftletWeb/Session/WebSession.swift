import Logging
@_spi(SwiftletHost) import SwiftletUI

import struct Foundation.Locale
import struct Foundation.URL

/// One browser page: its own mounted view tree, the frame sequence, and the queue of outgoing frames.
///
/// Lives on the main actor with the engine. The socket that adopts the session drains `frames`;
/// `close()` unmounts the tree (cancelling every `.task` it owns) and ends `frames`.
@MainActor
@_spi(SwiftletHost) public final class WebSession {
    /// The random token the page carries so its socket can adopt this session. It changes on every
    /// attach (``SessionRegistry`` gives the session a new one): a token is good for one socket.
    public internal(set) var token: String
    /// The token the page is known to hold: the one it came with, until it confirms the newer one its
    /// socket's hello frame carried (`{"ev":"token"}`); both resume the session meanwhile.
    var heldToken: String
    /// The `Origin` of the first socket that attached (`nil` for a client that sends none): a token
    /// is good only from the origin it was handed to.
    var boundOrigin: String??
    /// The app this session runs.
    public let app: WebApp
    /// Outgoing frames as JSON text, in order. Ends when the session closes (after the frames queued
    /// before). Bounded in count (1,024 frames by default) and bytes (`WebHostConfiguration.queuedFrameBytes`).
    nonisolated public var frames: FrameStream {
        FrameStream(queue: queue) { [weak self] reader in self?.takeRender(reader: reader) }
    }

    let graph: ViewGraph
    private let location: BrowserLocation
    private let queue: FrameQueue
    /// A render marker is queued and not yet built: ticks are folded into it instead of queued.
    private var renderQueued = false
    /// The bytes of every `@AppStorage` key and value the session holds, by key.
    private var storedBytes: [String: Int] = [:]
    /// The bytes of every `@SceneStorage` key and value the session holds, by key.
    private var sceneBytes: [String: Int] = [:]
    /// The number of sockets that attached so far; the latest one owns the session.
    private(set) var attachment = 0
    /// The page said it is going away, so the session closes with its socket.
    private(set) var isLeaving = false
    /// Rejections are logged at most once per ``RejectionLog/interval``, with a count.
    private var rejectionLog = RejectionLog()
    /// Frame overflows are logged at most once per interval, with a count.
    private var overflowLog = RejectionLog()
    var shadow: ShadowTree
    private let logger: Logger
    private let limits: ClientMessage.Limits
    /// The number of the last tick frame produced (frames are numbered from 1; the first page is 0).
    public private(set) var sequence = 0
    private var isHidden = false
    private var needsRender = false
    /// Whether `close()` has run.
    public private(set) var isClosed = false
    /// Tick frames are at least this far apart unless they reply to an event (see ``FramePacer``).
    private var pacer: FramePacer
    /// The app's path the page's URL starts with (`/apps/name`, or empty for a root app).
    public let basePath: String
    /// The `URLNavigation.changeCount` last looked at.
    var navigationChange = 0
    /// The navigation the browser's URL and history entry show now.
    var shownLocation = NavigationURLState()
    /// True while the URL rebuilds the tree before its first render: those ticks send no frames.
    var isRestoring = false
    /// True while the browser's own history move is applied: a change then replaces the entry.
    var isFollowingHistory = false

    /// Mounts `app`'s view tree. Frames produced before a socket drains them are buffered, up to
    /// `bufferedFrames` frames and `bufferedBytes` bytes; beyond that the queued tick frames are
    /// replaced by one render of the tree (built when the socket can take it), so a browser that
    /// does not read costs at most those bounds.
    package init(
        app: WebApp, token: String, limits: ClientMessage.Limits, bufferedFrames: Int = 1024,
        bufferedBytes: Int = WebHostConfiguration.defaultQueuedFrameBytes,
        minimumFrameInterval: Duration = FramePacer.defaultInterval, replayBytes: Int = 0,
        sceneValues: [String: String] = [:], logger: Logger, openedAt opened: NavigationURLState? = nil,
        basePath: String = ""
    ) {
        self.pacer = FramePacer(interval: minimumFrameInterval)
        self.basePath = basePath
        self.app = app
        self.token = token
        self.heldToken = token
        self.limits = limits
        var logger = logger
        logger[metadataKey: "session"] = "\(token.prefix(8))"
        logger[metadataKey: "app"] = "\(LogSafeText.escaped(app.name))"
        self.logger = logger
        let queue = FrameQueue(maxFrames: bufferedFrames, maxBytes: bufferedBytes, maxReplayBytes: replayBytes)
        self.queue = queue
        // A trap in this session's code is logged with its name before the process stops.
        FatalSignalNote.install()
        let signalLabel = "app \(LogSafeText.escaped(app.name)), session \(token.prefix(8))"
        // A rebuilt session's bodies read the page's scene values from the start.
        graph = FatalSignalNote.during(signalLabel) {
            SceneStorageRestoration.$values.withValue(sceneValues) { app.makeGraph() }
        }
        graph.fatalSignalLabel = signalLabel
        for (key, value) in sceneValues { sceneBytes[key] = key.utf8.count + value.utf8.count }
        // A session lives as long as its page: the log keeps counts, not an entry per evaluation,
        // so its memory does not grow with every tick.
        graph.evaluations.keepsEntries = false
        // Position requests go straight into the frame queue (they need no tick).
        location = BrowserLocation { [queue] frame in queue.push(.other(frame.json)) }
        shadow = ShadowTree(graph.tree)
        // Keep a tick hook the app installed (the Redraw Lab reads its counters there).
        let appHook = graph.onTick
        graph.onTick = { [weak self] update in
            appHook?(update)
            self?.tickCompleted(update)
        }
        // The app's stored values live in the browser, its position comes from the browser.
        graph.host.appStorage.onWrite = { [weak self] key, value in
            self?.noteStored(key: key, value: value)
            self?.emit(.storage(key: key, value: value))
        }
        // @SceneStorage: per tab, in the page's sessionStorage.
        graph.host.sceneStorage.onWrite = { [weak self] key, value in
            self?.sceneBytes[key] = value.map { key.utf8.count + $0.utf8.count }
            self?.emit(.sceneStorage(key: key, value: value))
        }
        graph.host.location = location
        // `@Environment(\.openURL)` opens web and mail links in a new tab.
        graph.host.urlOpener = { [weak self] url in
            guard let self, Self.opensInBrowser(url) else { return false }
            self.emit(.openURL(url.absoluteString))
            return true
        }
        // What the engine refused to do silently goes to the server log, tagged with this session.
        let appDiagnostics = graph.onDiagnostic
        let sessionLogger = self.logger
        graph.onDiagnostic = { diagnostic in
            appDiagnostics?(diagnostic)
            if diagnostic.kind == .fault {
                // The tree now shows the error view and stops; other sessions are not affected.
                sessionLogger.error("session stopped by a misuse in tick \(diagnostic.tick): \(diagnostic.message)")
            } else {
                sessionLogger.warning("engine diagnostic in tick \(diagnostic.tick): \(diagnostic.message)")
            }
        }
        // A misuse noticed while mounting (before the hook above existed) is logged here.
        if let fault = graph.fault {
            self.logger.error("session stopped by a misuse while mounting: \(fault)")
        }
        // What the mount reported (an unknown symbol, a missing asset) too.
        for diagnostic in graph.diagnostics where diagnostic.kind == .other {
            self.logger.warning("engine diagnostic while mounting: \(diagnostic.message)")
        }
        startNavigation(from: opened)
    }

    /// A session of `app` with the default bounds, for the fuzz target that feeds it browser messages
    /// (`Book/Fuzz/`, a package of its own): host-facing (`@_spi(SwiftletHost)`), apps never make
    /// sessions.
    @_spi(SwiftletHost) public convenience init(
        app: WebApp, token: String, limits: ClientMessage.Limits, logger: Logger
    ) {
        self.init(app: app, token: token, limits: limits, bufferedFrames: 1024, logger: logger)
    }

    /// The current tree as a `DOMElement`, for the first page.
    public var rootElement: DOMElement { DOMMapping.element(for: graph.tree) }

    /// Queues a full render of the current tree (used when a fresh socket starts without a page, and
    /// on `resync`). The render is built when the socket reaches it; until then at most one is
    /// queued, and ticks are folded into it.
    func sendRender() {
        pacer.discard()
        needsRender = false
        guard !renderQueued, !isClosed else { return }
        renderQueued = true
        queue.push(.render)
    }

    /// Builds the queued render from the tree as it is now (the writer calls it when it reaches the
    /// marker); `nil` when none is queued or the session has closed.
    private func takeRender(reader: Int?) -> String? {
        guard renderQueued, !isClosed else { return nil }
        // Built from the nodes on each read: walk them once.
        let tree = graph.tree
        let text = ServerFrame.render(sequence: sequence, root: DOMMapping.element(for: tree)).json
        guard queue.recordRender(text, reader: reader) else {
            // The socket that reached the marker was replaced; the new one gets it.
            queue.push(.render)
            return nil
        }
        renderQueued = false
        shadow.reset(tree)
        return text
    }

    // MARK: Session resume

    /// What a socket that attaches to this session writes: the hello frame, the frames its page has
    /// not received, then `frames`.
    struct Attachment: Sendable {
        /// Which socket this is: ``receive(_:from:)`` takes its messages only while it is the latest.
        let number: Int
        /// `{"session":TOKEN,"frames":N}`: the page's token and the index of the next frame it gets.
        let hello: String
        /// Frames already handed to an earlier socket that the page did not receive, in order.
        let replay: [String]
        /// The frames queued from now on, for this socket only.
        let frames: FrameStream
    }

    /// Attaches a socket whose page received `received` frames of this session and applied tick
    /// `pageSequence` (`nil`, `nil`: a page that has received nothing). An earlier socket's frame
    /// stream ends. When the frames the page missed are no longer all kept, or the page's numbers
    /// are not ones this session gave out, the queued ticks are dropped and the page gets one render.
    func attach(received: Int?, pageSequence: Int?, resumed: Bool = false) -> Attachment {
        attachment += 1
        sequenceAtAttach = sequence
        let claim = queue.claim(from: received ?? 0)
        var replay = claim.replay ?? []
        var next = received ?? 0
        if claim.replay == nil || (pageSequence ?? 0) > sequence {
            replay = []
            next = claim.nextIndex
            let refs = queue.dropTicks()
            renderQueued = false
            sendRender()
            for ref in refs { queue.push(.other(ServerFrame.ack(sequence: sequence, ref: ref).json)) }
        }
        let reader = claim.reader
        let stream = FrameStream(queue: queue, reader: reader) { [weak self] reader in
            self?.takeRender(reader: reader)
        }
        return Attachment(
            number: attachment, hello: ServerFrame.session(token: token, frames: next, resumed: resumed).json,
            replay: replay,
            frames: stream)
    }

    /// Handles one text message from socket `number` (see ``attach(received:pageSequence:)``);
    /// `false`, without handling it, once a later socket has attached.
    func receive(_ text: String, from number: Int) async -> Bool {
        guard number == attachment else { return false }
        await receive(text)
        return true
    }

    /// The frames queued and not yet written, in bytes (a queued render counts 0 until it is built).
    var queuedFrameBytes: Int { queue.queuedBytes }

    /// Handles one text message from the browser: decodes it, applies it and replies. Rejections are
    /// logged and answered with an error frame; they never end the session.
    public func receive(_ text: String) async {
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text, limits: limits)
        } catch {
            // The error answers the event the page waits for, when its ref can be read.
            reject(error.description, ref: ClientMessage.reference(in: text, limits: limits))
            return
        }
        await handle(message)
    }

    /// A binary WebSocket message, which is not part of the protocol: rejected with a logged
    /// diagnostic and an error frame; the session carries on.
    public func receiveBinary() {
        reject(ClientMessageError.binaryMessage.description, ref: nil)
    }

    /// ``receiveBinary()`` for socket `number`; `false`, without handling it, once a later socket has
    /// attached.
    func receiveBinary(from number: Int) -> Bool {
        guard number == attachment else { return false }
        receiveBinary()
        return true
    }

    /// Applies one decoded message. For an event with a `ref`, the reply is the tick frame it caused
    /// (carrying the ref) or, when nothing changed, an ack frame.
    public func handle(_ message: ClientMessage) async {
        guard !isClosed else { return }
        switch message {
        case .visibility(let hidden):
            isHidden = hidden
            if !hidden, needsRender { sendRender() }
            graph.setScenePhase(hidden ? .background : .active)
        case .storage(let values, let refused):
            let (accepted, refusal) = admitStored(values, refused: refused, holding: &storedBytes, what: "storage")
            if !accepted.isEmpty { graph.host.appStorage.load(accepted) }
            if let refusal { reject(refusal, ref: nil) }
        case .sceneStorage(let values, let refused):
            let (accepted, refusal) = admitStored(
                values, refused: refused, holding: &sceneBytes, what: "scene storage")
            if !accepted.isEmpty { graph.host.sceneStorage.load(accepted) }
            if let refusal { reject(refusal, ref: nil) }
        case .leave:
            isLeaving = true
        case .hello:
            // Only a socket's first message says hello; the host reads it before the session exists.
            reject("hello is a socket's first message only", ref: nil)
        case .tokenReceived:
            // The page holds the token of this socket's hello: the one it held before is void now.
            heldToken = token
        case .geolocation(let reply):
            location.receive(reply)
        case .resync:
            sendRender()
        case .viewport(let width):
            graph.setHorizontalSizeClass(.horizontal(forWidth: Double(width)))
        // The browser's language becomes the tree's `\.locale`.
        case .language(let tag):
            graph.setLocale(Locale(identifier: tag))
        // Sizes of nodes removed meanwhile are skipped.
        case .sizes(let events):
            var refusal: String?
            for event in events where shadow.contains(Self.nodeID(of: event)) {
                do { try graph.send(event) } catch { refusal = refusal ?? "event rejected: \(error)" }
            }
            if let refusal { reject(refusal, ref: nil) }
        // The browser's light or dark preference becomes `\.colorScheme`.
        case .colorScheme(let scheme):
            graph.setColorScheme(scheme)
        // Back or Forward in the browser.
        case .location(let path, let depth, let ref):
            await followHistory(path: path, depth: depth, ref: ref)
        case .event(let event, let ref, let madeAt):
            let id = Self.nodeID(of: event)
            guard shadow.contains(id) else {
                reject("unknown node \(id)", ref: ref)
                return
            }
            // Made offline against an older page: the node the visitor saw may show something else now.
            // Only changes made while the page was away count: not those its messages since it came
            // back caused (the text typed offline, a second tap on a button whose label counts taps).
            if let madeAt, madeAt < sequenceAtAttach, shadow.changed(id, after: madeAt, upTo: sequenceAtAttach) {
                reject(
                    "event for node \(id) dropped: the node changed after frame \(madeAt), when it was made", ref: ref)
                return
            }
            do {
                if let ref { try graph.send(event, reply: ref) } else { try graph.send(event) }
            } catch {
                reject("event rejected: \(error)", ref: ref)
                return
            }
            guard let ref else { return }
            // The tick that shows what the event did carries its ref (`TickUpdate.answers`); an event
            // that changed nothing the page shows is acknowledged once the graph has settled.
            await graph.settle()
            if graph.takeUnanswered(ref) { emit(.ack(sequence: sequence, ref: ref)) }
        }
    }

    /// The frame sequence when the latest socket attached: the changes up to it were made while the
    /// page was away, and count against the events it queued then.
    private var sequenceAtAttach = 0

    /// Unmounts the tree (cancelling its tasks within this call) and ends `frames`. Idempotent.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        pacer.discard()
        graph.onTick = nil
        location.close()
        graph.unmount()
        queue.finish()
        if let summary = rejectionLog.flush() { logger.warning("rejected browser messages: \(summary)") }
        logger.debug("session closed")
    }

    private func tickCompleted(_ update: TickUpdate) {
        guard !isClosed, !isRestoring else { return }
        defer { noteNavigation() }
        // The records of removed nodes are freed after this tick's frame is queued.
        defer { shadow.releaseRetired() }
        let changes: [DOMChange]
        // The earliest frame that can carry these changes (events made against an older one are stale).
        shadow.stamp = sequence + 1
        do {
            changes = try shadow.apply(update)
        } catch {
            logger.error(
                "tick \(update.tick) names unknown node \(error.id) in \(error.operation); resynchronising the page")
            needsRender = true
            changes = []
        }
        if isHidden || needsRender || renderQueued { sequence += 1 }
        if renderQueued {
            // The queued render is built later, from the tree as it is then: it includes this tick.
            pacer.discard()
            for ref in update.answers { emit(.ack(sequence: sequence, ref: ref)) }
            return
        }
        if isHidden {
            needsRender = true
            pacer.discard()
            return
        }
        if needsRender {
            sendRender()
            for ref in update.answers { emit(.ack(sequence: sequence, ref: ref)) }
            return
        }
        let refs = update.answers
        switch pacer.add(changes, replying: !refs.isEmpty) {
        case .sendNow(let held):
            // A tick that changed nothing the browser shows and answers no event needs no frame.
            if held.isEmpty && refs.isEmpty { return }
            sequence += 1
            emit(.tick(sequence: sequence, changes: held, replyTo: refs))
        case .sendAfter(let delay):
            pacer.schedule(after: delay) { [weak self] in self?.sendHeldFrame() }
        case .alreadyScheduled:
            break
        }
    }

    /// Sends the changes the pacer held back, as one tick frame.
    private func sendHeldFrame() {
        guard !isClosed, !isHidden, let held = pacer.takeHeld(), !held.isEmpty else { return }
        sequence += 1
        emit(.tick(sequence: sequence, changes: held, replyTo: []))
    }

    /// Answers a rejected message with an error frame. `reason` may carry client text: it is escaped
    /// and truncated. The log gets the first rejection of each interval, then a count.
    func reject(_ reason: String, ref: Int?) {
        let safe = LogSafeText.escaped(reason)
        if let line = rejectionLog.record(safe, now: ContinuousClock.now) {
            logger.warning("rejected browser message: \(line)")
        }
        emit(.error(ref: ref, message: safe))
    }

    func emit(_ frame: ServerFrame) {
        let item: FrameQueue.Item
        if case .tick(_, _, let refs) = frame {
            item = .tick(frame.json, refs: refs)
        } else {
            item = .other(frame.json)
        }
        if queue.push(item) { return }
        // Over the bounds: the queued ticks (and this one) become one render built when the socket
        // can take it; what they answered is acknowledged after it.
        var refs = queue.dropTicks()
        if case .tick(_, let answered) = item { refs += answered }
        var newBytes = 0
        if case .other = item { newBytes = item.bytes }
        // Room for the render marker and this frame, if frames other than ticks fill the queue.
        let evicted = queue.evictOldest(toFit: newBytes)
        renderQueued = false
        sendRender()
        for ref in refs { queue.push(.other(ServerFrame.ack(sequence: sequence, ref: ref).json)) }
        if case .other = item { queue.push(item) }
        let what = evicted > 0 ? "; \(evicted) other frames were dropped" : ""
        if let line = overflowLog.record(
            "outgoing frames over \(queue.maxBytes) bytes or \(queue.maxFrames) frames; replaced the queued ticks with one render\(what)",
            now: ContinuousClock.now)
        {
            logger.warning("\(line)")
        }
    }

    /// Why a `storage` message would take the session over its caps, or `nil`.
    /// The values of a storage report that fit the session's caps, key by key in key order, with
    /// their sizes added to `held`; and the error text naming the keys refused (those the message
    /// could not carry, `refused`, and those past the caps), or `nil` when none was.
    private func admitStored(
        _ values: [String: String], refused: [String], holding held: inout [String: Int], what: String
    ) -> (accepted: [String: String], refusal: String?) {
        var total = held.values.reduce(0, +)
        var accepted: [String: String] = [:]
        var reasons = refused.map {
            "\(Self.quoted($0)) is too large (a value may have \(limits.maxValueBytes) bytes, a key 256)"
        }
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            let size = key.utf8.count + value.utf8.count
            let newTotal = total - (held[key] ?? 0) + size
            if held[key] == nil, held.count >= limits.maxStorageKeys {
                reasons.append("\(Self.quoted(key)) would be key \(held.count + 1), over \(limits.maxStorageKeys)")
            } else if newTotal > limits.maxStorageBytes {
                reasons.append(
                    "\(Self.quoted(key)) would take the session to \(newTotal) bytes, over \(limits.maxStorageBytes)")
            } else {
                held[key] = size
                total = newTotal
                accepted[key] = value
            }
        }
        guard !reasons.isEmpty else { return (accepted, nil) }
        let count = reasons.count == 1 ? "1 key" : "\(reasons.count) keys"
        return (accepted, "\(what) refused for \(count) (the others are kept): " + reasons.joined(separator: "; "))
    }

    /// A stored key in an error text: quoted, at most 40 bytes.
    private static func quoted(_ key: String) -> String {
        "\"" + (key.utf8.count > 40 ? String(decoding: key.utf8.prefix(40), as: UTF8.self) + "…" : key) + "\""
    }

    /// Keeps the size of one stored key (`nil`: removed).
    private func noteStored(key: String, value: String?) {
        storedBytes[key] = value.map { key.utf8.count + $0.utf8.count }
    }

    /// The number of `@AppStorage` keys the session holds.
    var storedKeyCount: Int { storedBytes.count }

    /// Whether `openURL` may hand `url` to the browser: `http`, `https`, `mailto` and `tel` only
    /// (never `javascript:`).
    static func opensInBrowser(_ url: URL) -> Bool {
        ["http", "https", "mailto", "tel"].contains(url.scheme?.lowercased() ?? "")
    }

    static func nodeID(of event: HostEvent) -> NodeID {
        switch event {
        case .tap(let id), .input(let id, _), .submit(let id), .toggle(let id, _), .select(let id, _),
            .refresh(let id), .visibleRange(let id, _), .navigateBack(let id), .focus(let id, _),
            .gesture(let id, _), .size(let id, _), .placement(let id, _):
            id
        }
    }
}
