import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

@Suite struct TerminalClientTests {
    @Test func tickerPrintsOneSortedRowPerUpdate() async throws {
        try await withBookServer { server in
            let output = CapturedOutput()
            try await TickerClient(server: server.baseURL).run(
                symbols: ["TSLA", "AAPL"], output: output, maxUpdates: 3)
            let lines = output.lines.filter { !$0.isEmpty }
            #expect(lines.count == 3)
            #expect(lines.allSatisfy { $0.hasPrefix("AAPL") && $0.contains("| TSLA") })
            try await waitUntil { await server.liveStreamCount == 0 }
        }
    }

    @Test func tickerRejectsUnknownSymbolsBeforeStreaming() async throws {
        try await withBookServer { server in
            await #expect {
                try await TickerClient(server: server.baseURL).run(symbols: ["AAPL", "ACME"], output: CapturedOutput())
            } throws: { error in
                (error as? TerminalClientError).map { $0.exitCode == 64 && $0.description.contains("ACME") } ?? false
            }
            #expect(await server.requestLog.count(path: "/littlejohn/ticker") == 0)
        }
    }

    @Test func chatPostsInputLinesAndPrintsTheRoom() async throws {
        try await withBookServer { server in
            let output = CapturedOutput()
            let (input, typing) = AsyncStream.makeStream(of: String.self)
            let session = Task {
                try await ChatClient(server: server.baseURL).run(user: "clipper", input: input, output: output)
            }
            await output.waitUntil { $0.standardOutput.contains("[clipper connected]") }
            typing.yield("hello from the terminal")
            await output.waitUntil { $0.standardOutput.contains("[clipper] hello from the terminal") }
            typing.finish()
            try await session.value
            let said = await server.requestLog.records.filter { $0.path == "/cli/say" }
            #expect(said.count == 1)
            // The server only notices a closed connection when a write to it fails, and the room writes
            // only when someone speaks: keep speaking until the stream is gone.
            let client = WebClient()
            let say = server.url("/cli/say")
            try await waitUntil {
                _ = try? await client.data(for: .post(say, text: "[other] still there?"))
                return await server.liveStreamCount == 0
            }
        }
    }

    @Test func filesPrintsTheListAndTheStatus() async throws {
        try await withBookServer { server in
            let output = CapturedOutput()
            try await FilesClient(server: server.baseURL).run(output: output)
            #expect(output.lines.contains { $0.hasPrefix("graphics-project-ver-1.jpeg") && $0.contains("MB") })
            #expect(output.lines.contains { $0.hasPrefix("6 files. Using ") })
            #expect(await server.requestLog.count(path: "/files/status") == 1)
        }
    }

    @Test func downloadInPartsSavesTheExactFileAndSummarises() async throws {
        try await withBookServer { server in
            let directory = temporaryDirectory()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let name = "graphics-project-ver-2.jpeg"
            let full = try await WebClient().data(for: .get(server.url("/files/download", query: name)))
            let output = CapturedOutput()
            let target = directory.appendingPathComponent(name)
            let summary = try await DownloadClient(server: server.baseURL).run(
                name: name, parts: 4, destination: target, output: output)
            #expect(try Data(contentsOf: target) == full)
            #expect(summary.parts == 4)
            #expect(output.lines.contains { $0.hasPrefix("Saved \(name)") && $0.contains("4 parallel parts") })
            #expect(output.lines.contains { $0.contains("100%") })
        }
    }

    @Test func downloadRejectsAnUnknownFileAndBadOptions() async throws {
        try await withBookServer { server in
            let client = DownloadClient(server: server.baseURL)
            await #expect(throws: TerminalClientError.self) {
                try await client.run(name: "nope.png", output: CapturedOutput())
            }
            #expect(throws: TerminalClientError.badArgument("invalid --parts 0: expected 1 to 16")) {
                try DownloadClient.validate(parts: 0, resume: false)
            }
            #expect(throws: TerminalClientError.self) { try DownloadClient.validate(parts: 4, resume: true) }
        }
    }

    @Test func aServerThatIsDownGivesOneErrorLineAndExitCode69() async throws {
        let port = try await withBookServer { server in server.port }
        let output = CapturedOutput()
        let code = await TerminalCommand.run(server: "http://127.0.0.1:\(port)", output: output) { url in
            try await FilesClient(server: url).run(output: output)
        }
        #expect(code == 69)
        #expect(
            output.errorLines == ["error: cannot reach the server at http://127.0.0.1:\(port) (connection refused)"])
    }
}
