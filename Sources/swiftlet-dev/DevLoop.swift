import Foundation
import ServiceLifecycle
import SwiftletDev
import Synchronization

/// The edit loop: build, run, then on every debounced change rebuild and, only when the build
/// succeeds, replace the app with the new one on the same port and tell the tabs to reload.
///
/// A service of the tool's service group: SIGINT/SIGTERM end the loop, and `run()` then stops the
/// app (SIGTERM, SIGKILL after a bound) and ends the tabs' subscriptions before it returns.
final class DevLoop: Service, Sendable {
    let builder: Builder
    let host: String
    let port: Int
    let controlURL: String
    let appArguments: [String]
    let events: DevEvents
    /// The pending changes, fed by the watcher's thread.
    private let changes = Mutex(Debounce<ContinuousClock.Instant>())

    init(builder: Builder, host: String, port: Int, controlURL: String, appArguments: [String], events: DevEvents) {
        self.builder = builder
        self.host = host
        self.port = port
        self.controlURL = controlURL
        self.appArguments = appArguments
        self.events = events
    }

    func run() async throws {
        let watcher: FileWatcher
        switch FileWatcher.start(
            packagePath: builder.packagePath,
            onChange: { _ in
                self.changes.withLock { $0.record(.now) }
            })
        {
        case .success(let started): watcher = started
        case .failure(let failure):
            Self.printError(failure.reason)
            return
        }
        let running = RunningApp()
        await cancelWhenGracefulShutdown {
            await self.loop(running)
        }
        watcher.stop()
        await running.stop()
        events.finishAll()
    }

    /// The first build, then one build per debounced burst of changes, until cancelled.
    private func loop(_ running: RunningApp) async {
        DevTool.say("building \(builder.product)… (the app will be at http://\(host):\(port)/)")
        await rebuild(running, first: true)
        while !Task.isCancelled {
            do { try await Task.sleep(for: .milliseconds(40)) } catch { return }
            let due = changes.withLock { debounce -> Bool in
                guard debounce.isDue(at: .now) else { return false }
                debounce.reset()
                return true
            }
            if due {
                await rebuild(running, first: false)
            } else {
                await running.reportIfStopped(events: events)
            }
        }
    }

    /// One build; when it succeeds, the restart.
    private func rebuild(_ running: RunningApp, first: Bool) async {
        events.send(.building)
        let outcome = await builder.build()
        if Task.isCancelled { return }
        guard outcome.succeeded else {
            let messages = outcome.messages
            Self.printError(
                "build of \(builder.product) failed in \(formattedSeconds(outcome.duration)); the old app keeps running"
            )
            for message in messages.prefix(10) { DevTool.say("  \(message.summary)") }
            events.send(.failed(messages))
            return
        }
        let restartStart = ContinuousClock.now
        await running.stop()
        do {
            try await running.start(
                binary: builder.binaryPath, arguments: ["--host", host, "--port", String(port)] + appArguments,
                environment: ["SWIFTLET_DEV_CONTROL": controlURL])
        } catch {
            Self.printError("cannot start \(builder.binaryPath): \(error)")
            events.send(.stopped("cannot start the app: \(error)"))
            return
        }
        guard await running.waitUntilAnswering(host: host, port: port, within: .seconds(30)) else {
            let reason = await running.stoppedReason()
            await running.markStopReported()
            Self.printError("\(builder.product) did not start: \(reason)")
            events.send(.stopped(reason))
            return
        }
        let restart = ContinuousClock.now - restartStart
        DevTool.say(
            first
                ? "built \(builder.product) in \(formattedSeconds(outcome.duration)), serving at http://\(host):\(port)/"
                : rebuildLine(product: builder.product, build: outcome.duration, restart: restart))
        events.send(.reloaded)
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data("error: \(text)\n".utf8))
    }
}

/// The current app process, owned by the main actor (where it is started, see ``ChildApp``).
@MainActor
final class RunningApp {
    private var app: ChildApp?
    private var reportedStop = false

    func start(binary: String, arguments: [String], environment: [String: String]) throws {
        app = try ChildApp(binary: binary, arguments: arguments, environment: environment)
        reportedStop = false
    }

    func stop() async {
        guard let app else { return }
        await app.stop()
        app.killNow()
        self.app = nil
    }

    /// Whether the app accepts connections within `bound` (false as soon as it exits).
    func waitUntilAnswering(host: String, port: Int, within bound: Duration) async -> Bool {
        let deadline = ContinuousClock.now + bound
        while ContinuousClock.now < deadline {
            guard let app, app.isRunning else { return false }
            if Ports.answers(host: host, port: port) { return true }
            do { try await Task.sleep(for: .milliseconds(25)) } catch { return false }
        }
        return false
    }

    /// Why the app is not answering: its last error lines, or that it did not answer in time.
    func stoppedReason() -> String {
        guard let app else { return "it is not running" }
        if app.isRunning { return "it did not answer within 30 s" }
        let errors = app.lastErrors.trimmingCharacters(in: .whitespacesAndNewlines)
        return errors.isEmpty ? "it exited" : "it exited: \(errors)"
    }

    /// The stop was already told (the start failed); `reportIfStopped` stays quiet.
    func markStopReported() { reportedStop = true }

    /// Tells the tabs once when the app has stopped on its own (it crashed or exited).
    func reportIfStopped(events: DevEvents) async {
        guard let app, !app.isRunning, !reportedStop else { return }
        reportedStop = true
        let reason = stoppedReason()
        DevLoop.printError("the app stopped (\(reason)); save a file to rebuild and restart it")
        events.send(.stopped(reason))
    }
}
