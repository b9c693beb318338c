/// The clock that `Timer.publish(every:tolerance:on:in:options:)` timers tick on.
///
/// A timer reads ``current`` when it is created, so binding it around the code that creates the timer
/// drives that timer from another clock (a test clock in tests) while the code keeps the book's
/// spelling:
///
/// ```swift
/// await TimerClock.$current.withValue(testClock) { await runDurationTimer() }
/// ```
public enum TimerClock {
    /// The clock of timers created in this task; a `ContinuousClock` unless bound.
    @TaskLocal public static var current: any Clock<Duration> = ContinuousClock()
}
