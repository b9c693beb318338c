import Foundation
import Synchronization

/// A running `swiftlet serve` child process on a free loopback port, for tests of the real binary.
///
/// Its output (standard output and error together) is read on a thread of its own, so the child
/// never blocks on a full pipe and no thread of the cooperative pool waits on it.
public final class ServeProcess: Sendable {
    /// The child process.
    public let process: Process
    /// The port it listens on.
    public let port: Int
    /// Its data directory.
    public let dataDirectory: URL
    private let ownsDirectory: Bool
    private let log: OutputLog

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// `127.0.0.1:<port>`.
    public var address: String { "127.0.0.1:\(port)" }
    /// Everything the process printed so far.
    public var output: String { log.text.withLock { $0 } }

    private init(process: Process, port: Int, dataDirectory: URL, ownsDirectory: Bool, log: OutputLog) {
        self.process = process
        self.port = port
        self.dataDirectory = dataDirectory
        self.ownsDirectory = ownsDirectory
        self.log = log
    }

    /// Starts `swiftlet serve --port 0 --data-dir <directory> --no-prepare-assets <arguments>` and
    /// waits for its "listening" line. Without `dataDirectory` it gets a new temporary one, removed
    /// by ``stop(signal:)``. No image rendering at start: it would take both cores from the tests
    /// running beside it. Wrap the call in ``withTimeout(_:fileID:line:_:)``.
    ///
    /// - Throws: ``ServeProcessError`` when there is no built executable or the process ends
    ///   before it reports its port.
    public static func start(dataDirectory: URL? = nil, arguments: [String] = []) async throws -> ServeProcess {
        guard let executable = swiftletExecutable() else {
            throw ServeProcessError(description: "no swiftlet executable: run swift build first")
        }
        let directory =
            dataDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "swiftlet-serve-\(UUID().uuidString)", isDirectory: true)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--data-dir", directory.path, "--no-prepare-assets"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let log = OutputLog()
        let port = await readPort(from: pipe.fileHandleForReading, into: log)
        let started = ServeProcess(
            process: process, port: port ?? 0, dataDirectory: directory, ownsDirectory: dataDirectory == nil, log: log)
        guard port != nil else {
            await started.stop(signal: SIGKILL)
            throw ServeProcessError(description: "swiftlet serve did not report its port:\n\(started.output)")
        }
        return started
    }

    /// Reads `handle` on a thread of its own until the line with the port, then keeps draining it
    /// (into `log`).
    private static func readPort(from handle: FileHandle, into log: OutputLog) async -> Int? {
        await withCheckedContinuation { continuation in
            Thread {
                var reported = false
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    let text = log.text.withLock {
                        $0 += String(decoding: data, as: UTF8.self)
                        return $0
                    }
                    guard !reported, let range = text.range(of: "listening on http://127.0.0.1:"),
                        let newline = text[range.upperBound...].firstIndex(of: "\n")
                    else { continue }
                    reported = true
                    continuation.resume(returning: Int(text[range.upperBound..<newline]))
                }
                if !reported { continuation.resume(returning: nil) }
            }.start()
        }
    }

    /// Sends `signal` (unless the process has already exited), waits for the exit off the
    /// cooperative pool, and removes the data directory when it was made by ``start(dataDirectory:arguments:)``.
    public func stop(signal: Int32 = SIGTERM) async {
        let process = self.process
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                if process.isRunning { kill(process.processIdentifier, signal) }
                process.waitUntilExit()
                continuation.resume()
            }.start()
        }
        if ownsDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
    }
}

/// A child's output so far, appended by its reading thread.
private final class OutputLog: Sendable {
    let text = Mutex("")
}

/// Why a ``ServeProcess`` could not start.
public struct ServeProcessError: Error, CustomStringConvertible {
    public var description: String
}
