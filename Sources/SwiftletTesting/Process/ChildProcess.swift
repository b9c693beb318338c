import Foundation

/// What a finished child process left behind.
public struct ChildProcessOutcome: Sendable {
    /// The exit status (or the signal number when it was killed).
    public var status: Int32
    public var standardOutput: Data
    public var standardError: Data

    /// Standard output as UTF-8 text.
    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    public var errors: String { String(decoding: standardError, as: UTF8.self) }
}

/// Runs `executable` with `arguments` (in `directory`, standard input closed) until it exits and returns
/// its status and output.
///
/// It never blocks a thread of Swift's cooperative pool: both pipes are drained on threads of their own
/// (so the child never stalls on a full pipe) and the exit is awaited through the termination handler.
/// Tests run in parallel on a pool as small as the machine's core count, so a blocking wait there would
/// starve unrelated tests. Wrap the call in ``withTimeout(_:fileID:line:_:)`` when the child could hang.
public func runChildProcess(
    _ executable: URL, arguments: [String], in directory: URL? = nil
) async throws -> ChildProcessOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let (exits, exited) = AsyncStream.makeStream(of: Int32.self, bufferingPolicy: .bufferingNewest(1))
    process.terminationHandler = { exited.yield($0.terminationStatus) }
    try process.run()
    async let standardOutput = readToEnd(output.fileHandleForReading)
    async let standardError = readToEnd(errors.fileHandleForReading)
    let (outputData, errorData) = await (standardOutput, standardError)
    var status: Int32 = -1
    for await code in exits {
        status = code
        break
    }
    return ChildProcessOutcome(status: status, standardOutput: outputData, standardError: errorData)
}

/// Reads `handle` to its end on a dedicated thread, so the blocking read stays off the cooperative pool.
private func readToEnd(_ handle: FileHandle) async -> Data {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: handle.readDataToEndOfFile()) }.start()
    }
}

/// Runs `python3` with `arguments` through `/usr/bin/env`; see ``runChildProcess(_:arguments:in:)``.
public func runPython(_ arguments: [String]) async throws -> ChildProcessOutcome {
    try await runChildProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["python3"] + arguments)
}
