import Foundation
import SwiftletDev
import Synchronization

/// Runs `swift build --product NAME` in the package and collects its output.
struct Builder: Sendable {
    let packagePath: String
    let scratchPath: String?
    let product: String

    /// The outcome of one build.
    struct Outcome: Sendable {
        let succeeded: Bool
        let output: String
        let duration: Duration
        /// The errors for the tabs (empty when it succeeded).
        var messages: [CompilerMessage] {
            let found = CompilerMessage.errors(inBuildOutput: output)
            if succeeded || !found.isEmpty { return found }
            let last = output.split(whereSeparator: \.isNewline).suffix(5).joined(separator: "\n")
            return [CompilerMessage(file: "", line: 0, column: 0, text: last.isEmpty ? "the build failed" : last)]
        }
    }

    /// The path of the built binary.
    var binaryPath: String {
        let scratch = scratchPath ?? (packagePath + "/.build")
        return scratch + "/debug/" + product
    }

    /// Builds; a cancelled task terminates the build and returns a failed outcome.
    func build() async -> Outcome {
        var arguments = ["swift", "build", "--product", product, "--package-path", packagePath]
        if let scratchPath { arguments += ["--scratch-path", scratchPath] }
        return await Self.run(arguments)
    }

    /// Runs `swift package describe --type json` and returns its standard output.
    func describe() async -> Outcome {
        var arguments = ["swift", "package", "--package-path", packagePath]
        if let scratchPath { arguments += ["--scratch-path", scratchPath] }
        arguments += ["describe", "--type", "json"]
        return await Self.run(arguments, mergingErrors: false)
    }

    /// Runs `/usr/bin/env arguments…`, reading its output on a dispatch thread.
    private static func run(_ arguments: [String], mergingErrors: Bool = true) async -> Outcome {
        let start = ContinuousClock.now
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = mergingErrors ? output : errors
        // Whether the task was cancelled, and whether the process started: one lock orders the start
        // and the cancellation, so a cancellation that comes before the start prevents it, and one
        // that comes after terminates the process.
        let state = Mutex((cancelled: false, started: false))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                DispatchQueue.global().async {
                    let failure: String? = state.withLock { state in
                        if state.cancelled { return "cancelled before it started" }
                        do {
                            try process.run()
                            state.started = true
                            return nil
                        } catch {
                            return "error: cannot run swift: \(error)"
                        }
                    }
                    if let failure {
                        continuation.resume(
                            returning: Outcome(succeeded: false, output: failure, duration: ContinuousClock.now - start)
                        )
                        return
                    }
                    let errorData = Mutex(Data())
                    if !mergingErrors {
                        DispatchQueue.global().async {
                            let data = errors.fileHandleForReading.readDataToEndOfFile()
                            errorData.withLock { $0 = data }
                        }
                    }
                    let data = output.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    var text = String(decoding: data, as: UTF8.self)
                    if !mergingErrors, process.terminationStatus != 0 {
                        text += String(decoding: errorData.withLock { $0 }, as: UTF8.self)
                    }
                    continuation.resume(
                        returning: Outcome(
                            succeeded: process.terminationStatus == 0 && process.terminationReason == .exit,
                            output: text, duration: ContinuousClock.now - start))
                }
            }
        } onCancel: {
            state.withLock { state in
                state.cancelled = true
                if state.started, process.isRunning { process.terminate() }
            }
        }
    }
}
