import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The line a process that serves many pages writes to standard error when a trap ends it: which
/// app and which session's code was running (`swiftlet: fatal signal SIGILL while running app
/// scene-lab, session 3f2a1b0c; every session of this process ends with it`). A trap in a view's
/// code (an overflowing `+= 1`, a failed `precondition`, a force unwrap of `nil`) cannot be caught in
/// Swift; until each visitor has a process of their own, this says whose code it was.
///
/// Host-facing: the browser host installs it once and names each session's graph
/// (`ViewGraph.fatalSignalLabel`). The page named is the one whose code runs on the trapping
/// thread (its event, tick or `.task`, which the tasks it creates inherit), else the page whose code
/// the main actor entered last. After the line, the signal goes on to the handler that was there
/// before (Swift's backtracer, or the default action), so the process still stops as it would have.
@_spi(SwiftletHost) public enum FatalSignalNote {
    /// The signals a trap or a fault raises.
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    // Written once, by `install()` on the main actor, before any handler can read them; read only by
    // the handler afterwards. So no access overlaps a write.
    nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?
    nonisolated(unsafe) private static var installed = false

    /// The label of the page whose code the main actor entered last: one fixed buffer, copied into
    /// on the main actor (``enter(_:)``) and read by the handler; it always ends with a NUL byte, so a
    /// read racing a copy at worst shows a mix of two labels.
    nonisolated(unsafe) private static let lastEntered: UnsafeMutablePointer<UInt8> = {
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: SignalLabel.capacity)
        buffer.initialize(repeating: 0, count: SignalLabel.capacity)
        return buffer
    }()
    /// The ``SignalLabel/serial`` of the label copied into `lastEntered` (serials, unlike object
    /// identities, are never reused).
    @MainActor private static var lastEnteredSerial: UInt64?

    /// Installs the handlers (once; later calls do nothing). Call it on the main actor at start-up.
    @MainActor public static func install() {
        guard !installed else { return }
        installed = true
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        previousActions = previous
        _ = lastEntered
        // The handler reads these; their first use must not happen inside it (a lazy initialiser
        // allocates and takes a lock).
        _ = PageRoute.target
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in
                FatalSignalNote.report(signal, sentByAProcess: (info?.pointee.si_code ?? 0) <= 0)
            }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Names the page whose code the main actor runs from now on (for traps outside any page's task).
    @MainActor static func enter(_ label: SignalLabel) {
        // An unnamed page (a graph not served to a visitor, or one still being built) keeps the name
        // given by `during`.
        guard installed, label.bytes.pointee != 0, lastEnteredSerial != label.serial else { return }
        lastEnteredSerial = label.serial
        label.copy(into: lastEntered)
    }

    /// Copies `label` again if it is the page the main actor entered last (its text changed).
    @MainActor static func relabelled(_ label: SignalLabel) {
        guard lastEnteredSerial == label.serial else { return }
        label.copy(into: lastEntered)
    }

    /// Runs `body` (a graph being built, before it has a label) with `text` as the page whose code
    /// runs.
    @MainActor public static func during<T>(_ text: String, _ body: () throws -> T) rethrows -> T {
        let label = SignalLabel()
        label.set(text)
        enter(label)
        defer {
            lastEnteredSerial = nil
            lastEntered.pointee = 0
        }
        return try body()
    }

    /// The handler: writes the line with only async-signal-safe calls, then hands the signal on.
    private static func report(_ signal: Int32, sentByAProcess: Bool) {
        put("swiftlet: fatal signal ")
        put(name(of: signal))
        var label = PageRoute.target?.label.bytes ?? UnsafePointer(lastEntered)
        if label.pointee == 0 { label = UnsafePointer(lastEntered) }
        let length = SignalLabel.length(of: label)
        if length > 0 {
            put(" while running ")
            _ = write(2, label, length)
        }
        put("; every session of this process ends with it\n")
        if let previousActions { sigaction(signal, previousActions + Int(signal), nil) }
        // A fault happens again when its instruction runs again on return; a signal sent by a process
        // is sent once more.
        if sentByAProcess { raise(signal) }
    }

    private static func put(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }

    private static func name(of signal: Int32) -> StaticString {
        switch signal {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        default: "(another)"
        }
    }
}

/// A page's name for ``FatalSignalNote``, in a buffer of its own that a signal handler can read.
final class SignalLabel: @unchecked Sendable {
    // Safe to share: the buffer is allocated once and freed only in deinit; it is written only on
    // the main actor (`set`), and the signal handler only reads it, byte by byte up to the NUL that
    // always ends it.
    static let capacity = 160
    private static let serials = Atomic<UInt64>(0)
    let bytes: UnsafePointer<UInt8>
    /// This label's number, unique in the process.
    let serial = SignalLabel.serials.add(1, ordering: .relaxed).newValue
    private let storage: UnsafeMutablePointer<UInt8>

    init() {
        storage = .allocate(capacity: Self.capacity)
        storage.initialize(repeating: 0, count: Self.capacity)
        bytes = UnsafePointer(storage)
    }

    deinit { storage.deallocate() }

    /// The bytes before the first NUL of a buffer of ``capacity`` bytes.
    static func length(of buffer: UnsafePointer<UInt8>) -> Int {
        var length = 0
        while length < capacity - 1, buffer[length] != 0 { length += 1 }
        return length
    }

    /// Keeps the first bytes of `text` that fit (the last byte stays NUL).
    @MainActor func set(_ text: String) {
        var count = 0
        for byte in text.utf8.prefix(Self.capacity - 1) {
            storage[count] = byte
            count += 1
        }
        storage[count] = 0
        FatalSignalNote.relabelled(self)
    }

    /// Copies the label, NUL included, into a buffer of ``capacity`` bytes.
    @MainActor func copy(into buffer: UnsafeMutablePointer<UInt8>) {
        let length = Self.length(of: bytes)
        buffer[length] = 0
        buffer.update(from: storage, count: length)
    }
}
