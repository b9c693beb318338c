import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

/// Replays every input that ever stopped or hung the server (`Book/Fuzz/crashes/fuzz-pipeline`) and
/// the seeds of the `fuzz-pipeline` fuzzer (`Book/Fuzz/corpus/fuzz-pipeline`; the fuzz targets live
/// in the book package, beside the server they also drive) through the `swiftlet serve`
/// connection pipeline in this process, as the fuzzer sends them: each is one connection, written
/// in up to three pieces, then ended. After each the server must still answer `/hello` within a
/// second; a trap in any channel handler stops the test process instead.
@Suite(.timeLimit(.minutes(3))) struct PipelineCrashCorpusTests {
    // Tests/SwiftletHTTPTests/PipelineCrashCorpusTests.swift → the repository root.
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Book/Fuzz")

    /// The files of `Book/Fuzz/<folder>`, sorted by name.
    static func inputs(_ folder: String) throws -> [URL] {
        let directory = fuzzDirectory.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") && $0.pathExtension != "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The writes `input` stands for: byte 0 is the number of writes - 1 (mod 3), bytes 1 and 2
    /// where the splits fall in 1/256ths of the rest (the same rule as the fuzz target's).
    static func writes(of input: [UInt8]) -> [[UInt8]] {
        guard input.count >= 3 else { return [] }
        let payload = Array(input.dropFirst(3))
        let cuts = [Int(input[1]), Int(input[2])].prefix(Int(input[0]) % 3).map { payload.count * $0 / 256 }.sorted()
        var pieces: [[UInt8]] = []
        var start = 0
        for cut in cuts + [payload.count] where cut >= start {
            pieces.append(Array(payload[start..<cut]))
            start = cut
        }
        return pieces
    }

    @Test(arguments: ["crashes/fuzz-pipeline", "corpus/fuzz-pipeline"])
    func everyInputLeavesTheServerAnswering(_ folder: String) async throws {
        let files = try Self.inputs(folder)
        #expect(!files.isEmpty, "no inputs in Book/Fuzz/\(folder)")
        try await UpgradablePipelineServer.with { port in
            for file in files {
                let pieces = Self.writes(of: Array(try Data(contentsOf: file)))
                guard let first = pieces.first else { continue }
                let socket = try await RawSocket.connect(port: port, sending: first)
                for piece in pieces.dropFirst() {
                    try? await Task.sleep(for: .milliseconds(1))
                    try? await socket.send(piece)
                }
                _ = try await socket.readToEnd(limit: .milliseconds(300))
                socket.close()
                #expect(
                    try await UpgradablePipelineServer.answersHello(port),
                    "/hello unanswered after \(file.lastPathComponent)")
            }
        }
    }
}
