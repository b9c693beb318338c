import Foundation

/// The signature libFuzzer calls for each input: `LLVMFuzzerTestOneInput(data, size)`.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if SWIFTLET_LIBFUZZER
    @_silgen_name("LLVMFuzzerRunDriver")
    private func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: FuzzCallback
    ) -> CInt

    /// Hands the process to libFuzzer with this target's `LLVMFuzzerTestOneInput`.
    ///
    /// SwiftPM links every executable with its own `main` (its `main.swift`), which replaces
    /// libFuzzer's; this puts libFuzzer's driver back in charge with the command-line arguments.
    /// (`scripts/fuzz` defines `SWIFTLET_LIBFUZZER` when it builds with `-sanitize=fuzzer`.)
    public func runFuzzer(_ callback: FuzzCallback) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
#else
    /// Runs this target's `LLVMFuzzerTestOneInput` under ``SliceDriver`` (a build without
    /// libFuzzer: `scripts/fuzz --slice`), with the command-line arguments.
    public func runFuzzer(_ callback: FuzzCallback) -> Never {
        exit(SliceDriver(arguments: Array(CommandLine.arguments.dropFirst())).run(callback))
    }
#endif

/// Runs the fuzz driver on a background thread while the main thread serves the main actor (the
/// engine and the browser host live there), for targets that must `await` main-actor work.
/// The driver exits the process when it is done.
public func runFuzzerServingMainActor(_ callback: FuzzCallback) -> Never {
    let thread = Thread { runFuzzer(callback) }
    thread.stackSize = 8 << 20
    thread.start()
    dispatchMain()
}

/// The fuzz input as bytes, valid during the callback only.
@inlinable
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
}

/// Stops the run with a finding when an invariant of the code under test does not hold; libFuzzer
/// records the input that caused it (`crash-<sha1>`).
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("fuzz invariant violated: \(message())\n".utf8))
        abort()
    }
}
