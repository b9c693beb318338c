import Foundation
import OpenCombine

extension Timer {
    /// Combine's repeating timer: a connectable publisher of the current date every `interval` seconds.
    ///
    /// On Linux no run loop runs the main thread, so the timer does not use one: once connected
    /// (`connect()`, or the first subscriber of `.autoconnect()`), a task on the main actor sleeps on
    /// ``TimerClock/current`` (read here, when the publisher is created) and publishes each tick there.
    /// `runLoop` and `mode` are accepted for source compatibility (`on: .main, in: .common`) and do
    /// not change where ticks arrive: always on the main actor. `tolerance` is passed to the clock's
    /// sleep. Cancelling the connection (or the last subscriber of `.autoconnect()`) cancels the task at
    /// once; no tick is published after that.
    ///
    /// ```swift
    /// for await date in Timer.publish(every: 1, tolerance: 1, on: .main, in: .common).autoconnect().values {
    ///     print(date)
    /// }
    /// ```
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher of ``Timer/publish(every:tolerance:on:in:options:)``: publishes `Date`s, never
    /// fails, and starts ticking when connected.
    ///
    /// `@unchecked Sendable`: its only mutable state, the running connection, is read and written under
    /// `lock`; `subject` is OpenCombine's `PassthroughSubject`, which guards its subscribers with its own
    /// lock and may be sent to from any thread; the other stored properties are constants.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// The time between ticks, in seconds.
        public let interval: TimeInterval
        /// How late a tick may be, in seconds; nil leaves it to the clock.
        public let tolerance: TimeInterval?
        /// Accepted for source compatibility; ticks always arrive on the main actor.
        public let runLoop: RunLoop
        /// Accepted for source compatibility.
        public let mode: RunLoop.Mode
        /// Accepted for source compatibility.
        public let options: RunLoop.SchedulerOptions?

        private let clock: any Clock<Duration>
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var ticking: Task<Void, Never>?

        /// A timer publisher on ``TimerClock/current``; prefer ``Timer/publish(every:tolerance:on:in:options:)``.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
            self.clock = TimerClock.current
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts ticking (a second call while connected returns a handle to the same ticking).
        /// Cancelling the returned value stops the timer.
        public func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if ticking == nil {
                // The task holds the publisher until the connection is cancelled, as a connected
                // Combine timer lives until its connection is cancelled.
                ticking = Task { @MainActor in await self.tick(on: self.clock) }
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            let running = ticking
            ticking = nil
            lock.unlock()
            running?.cancel()
        }

        /// Publishes `start date + elapsed clock time` at each deadline until cancelled. Deadlines follow
        /// from the first one, so the timer does not drift; ticks missed while the main actor was busy
        /// are skipped.
        @MainActor
        private func tick<C: Clock<Duration>>(on clock: C) async {
            let interval = Self.duration(interval)
            let tolerance = tolerance.map(Self.duration)
            let startDate = Date()
            let start = clock.now
            var deadline = start
            while !Task.isCancelled {
                deadline = deadline.advanced(by: interval)
                let now = clock.now
                if deadline < now {
                    let missed = Int((start.duration(to: now) / interval).rounded(.down)) + 1
                    deadline = start.advanced(by: interval * missed)
                }
                do {
                    try await clock.sleep(until: deadline, tolerance: tolerance)
                } catch {
                    return
                }
                guard !Task.isCancelled else { return }
                subject.send(startDate.addingTimeInterval(Self.seconds(start.duration(to: deadline))))
            }
        }

        private static func duration(_ seconds: TimeInterval) -> Duration {
            // A non-positive interval ticks as a millisecond timer (never spins); a non-finite or huge
            // one as a timer of about 30 years (Duration cannot hold more).
            guard seconds.isFinite, seconds < 1e9 else { return .seconds(1_000_000_000) }
            return Swift.max(Duration.milliseconds(1), Duration.seconds(Swift.max(0, seconds)))
        }

        private static func seconds(_ duration: Duration) -> TimeInterval {
            let (seconds, attoseconds) = duration.components
            return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
        }
    }
}

extension RunLoop {
    /// Combine's scheduler options for a run loop. There are none to set; it exists so
    /// `Timer.publish(every:tolerance:on:in:options:)` keeps its signature.
    public struct SchedulerOptions: Sendable {
        public init() {}
    }
}
