import Foundation
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletKit

/// `swiftlet download NAME --tier silver|gold|cloud9` against a real server.
@Suite struct DownloadTierTests {
    @Test func everyTierSavesTheExactFile() async throws {
        try await withBookServer { server in
            let directory = temporaryDirectory()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let name = "graphics-project-ver-3.jpeg"
            let full = try await WebClient().data(for: .get(server.url("/files/download", query: name)))
            for tier in DownloadClient.Tier.allCases {
                await server.requestLog.reset()
                let output = CapturedOutput()
                let target = directory.appendingPathComponent("\(tier.rawValue)-\(name)")
                let summary = try await DownloadClient(server: server.baseURL).run(
                    name: name, tier: tier, destination: target, output: output)
                #expect(try Data(contentsOf: target) == full, "\(tier)")
                let downloads = await server.requestLog.records.filter { $0.path == "/files/download" }
                switch tier {
                case .silver:
                    #expect(downloads.count == 1 && downloads[0].range == nil)
                    #expect(summary.inOneRequest)
                    // The bar jumps: a line at 0 % and one at 100 %, nothing between.
                    let progress = output.lines.filter { $0.hasPrefix("\(name): ") }
                    #expect(progress.count == 2)
                    #expect(progress.first?.contains(": 0%") == true && progress.last?.contains(": 100%") == true)
                    #expect(output.lines.contains { $0.hasSuffix("in one request.") })
                case .gold:
                    #expect(downloads.count == 1 && downloads[0].range == nil)
                    #expect(output.lines.filter { $0.hasPrefix("\(name): ") }.count > 2)
                case .cloud9:
                    #expect(downloads.count == 4 && downloads.allSatisfy { $0.range != nil })
                    #expect(summary.parts == 4)
                }
            }
        }
    }

    @Test func badTiersAndCombinationsAreRefused() throws {
        #expect(throws: TerminalClientError.badArgument("invalid --tier platinum: expected silver, gold or cloud9")) {
            try DownloadClient.Tier(argument: "platinum")
        }
        #expect(try DownloadClient.Tier(argument: "Cloud9") == .cloud9)
        #expect(throws: TerminalClientError.self) { try DownloadClient.validate(tier: .gold, parts: 4, resume: false) }
        #expect(throws: TerminalClientError.self) { try DownloadClient.validate(tier: .silver, parts: 1, resume: true) }
        try DownloadClient.validate(tier: .cloud9, parts: 1, resume: false)
        try DownloadClient.validate(tier: nil, parts: 4, resume: false)
    }
}
