import Foundation
@_spi(SwiftletHost) import SwiftletKit
@_spi(SwiftletHost) import SwiftletUI

/// Blabber's model (book §2.3, chapters 4–6), on the main actor: the chat room stream, sending,
/// the countdown, the app-status messages and location sharing (in `BlabberModel+Location.swift`).
///
/// Everything runs in the caller's task. `chat()` owns the room stream, and the app-status observation
/// and the actions started with `perform(_:)` as its child tasks: cancelling the chat's task
/// closes the stream, stops the observation, cancels the actions and clears `messages`.
@MainActor
public final class BlabberModel: ObservableObject {
    /// The name messages are sent under.
    @Published public var username = ""
    /// The room's messages in arrival order, after the local `N active users` line.
    @Published public private(set) var messages: [RoomMessage] = []

    /// The book server.
    public let server: URL
    /// The HTTP client (tests inject one with a request-capturing transport).
    public var client: WebClient
    /// Sleeps for the given number of seconds (tests inject a fast one). Chapter 6.
    public var sleep: @Sendable (Int) async throws -> Void = { try await Task.sleep(for: .seconds($0)) }
    /// Where the host posts the app's lifecycle notifications.
    public var notificationCenter: NotificationCenter
    /// The host's position source, used by the location manager when it is first needed.
    @_spi(SwiftletHost) public var locationProvider: (any LocationProviding)?
    /// Turns a position into text (the callback-based encoder of chapter 5).
    public var addressEncoder = AddressEncoder()
    /// Where the model writes its console lines (a geocoding warning); standard error by default.
    public var log: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }

    /// The single location manager, made on first use from `locationProvider`.
    lazy var locationManager = LocationManager(provider: locationProvider)
    /// The delegate of the location request in flight; replacing it resumes the previous request's
    /// continuation with `CancellationError` (in its deinit).
    var locationDelegate: ChatLocationDelegate?
    private var actionQueue: AsyncStream<@MainActor @Sendable () async -> Void>.Continuation?

    /// A model talking to the book server at `server` through `client` (by default one client whose
    /// pool holds many open room streams).
    public init(server: URL, client: WebClient? = nil, notificationCenter: NotificationCenter = NotificationCenter()) {
        self.server = server
        self.client = client ?? LiveStreamClient.shared
        self.notificationCenter = notificationCenter
    }

    var room: ChatRoomClient { ChatRoomClient(server: server, client: client) }

    /// Joins the room as `username` (starting from an empty list) and reads it until the calling task
    /// is cancelled: the status line becomes the system message `N active users`, then every message
    /// is appended. Runs the app-status observation and the actions from `perform(_:)` as child
    /// tasks. Throws `ChatRoomError` (an invalid name before any request, a refused or dropped
    /// stream) and `CancellationError` when cancelled, after clearing `messages`.
    public func chat() async throws {
        messages = []
        var iterator = try room.room(as: username).makeAsyncIterator()
        let (actions, queue) = AsyncStream.makeStream(of: (@MainActor @Sendable () async -> Void).self)
        actionQueue = queue
        defer {
            queue.finish()
            actionQueue = nil
        }
        do {
            let status = try await iterator.status()
            messages.append(RoomMessage("\(status.activeUsers) active users"))
            // Child tasks: leaving this scope (the stream failed or was cancelled) cancels and awaits them.
            async let _: Void = observeAppStatus()
            async let _: Void = Self.run(actions)
            while let message = try await iterator.next() {
                messages.append(message)
            }
        } catch {
            if error is CancellationError || Task.isCancelled {
                messages = []
                throw CancellationError()
            }
            throw error
        }
    }

    /// Runs `action` as a child of the running chat (so leaving the chat cancels it). Returns false,
    /// running nothing, when no chat is running.
    @discardableResult
    public func perform(_ action: @escaping @MainActor @Sendable () async -> Void) -> Bool {
        guard let actionQueue else { return false }
        if case .enqueued = actionQueue.yield(action) { return true }
        return false
    }

    /// Posts `text` to the room as `username` (or as a system message without a user). Empty text
    /// sends nothing. The message comes back through the room stream. Throws `ChatRoomError`.
    public func say(_ text: String, isSystemMessage: Bool = false) async throws {
        guard !text.isEmpty else { return }
        try await room.say(RoomMessage(user: isSystemMessage ? nil : username, message: text))
    }

    /// Says `3...`, `2...`, `1...` and `🎉 <message>`, one `sleep(1)` before each, through an unfolding
    /// `AsyncStream` consumed with `forEach`. Empty text does nothing. A failing `say` ends it with its
    /// error; cancellation (or a throwing sleep) ends the stream quietly.
    public func countdown(to message: String) async throws {
        guard !message.isEmpty else { return }
        let sleep = self.sleep
        let counter = CountdownCounter(start: 3)
        let countdown = AsyncStream<String> {
            guard let value = await counter.next() else { return nil }
            do {
                try await sleep(1)
            } catch {
                return nil
            }
            return value > 0 ? "\(value)..." : "🎉 \(message)"
        }
        try await countdown.forEach { try await self.say($0) }
    }

    /// Says `<name> went away` / `<name> came back` (system messages) for every lifecycle
    /// notification, until the calling task is cancelled. Both loops are child tasks, so cancelling
    /// the caller stops them (the book's version leaked them); failed sends are ignored.
    func observeAppStatus() async {
        let center = notificationCenter
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in center.notifications(for: .appWillResignActive) {
                    let name = await self.username
                    try? await self.say("\(name) went away", isSystemMessage: true)
                }
            }
            group.addTask {
                for await _ in center.notifications(for: .appDidBecomeActive) {
                    let name = await self.username
                    try? await self.say("\(name) came back", isSystemMessage: true)
                }
            }
        }
    }

    /// Runs each queued action as a child task until the queue ends or the caller is cancelled.
    private static func run(_ actions: AsyncStream<@MainActor @Sendable () async -> Void>) async {
        await withTaskGroup(of: Void.self) { group in
            for await action in actions {
                group.addTask { await action() }
            }
            group.cancelAll()
        }
    }
}

/// The countdown's state: 3, 2, 1, 0, then nothing.
private actor CountdownCounter {
    private var value: Int

    init(start: Int) { value = start }

    func next() -> Int? {
        guard value >= 0 else { return nil }
        defer { value -= 1 }
        return value
    }
}
