import Clocks
import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@testable import SwiftletServer

/// `/files/list` and `/files/download` over a real port; downloads run on an immediate clock.
@Suite struct FileRoutesTests {
    @Test func listHasSixFilesWhoseSizesAreTheBytesServed() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let response = try await TestHTTP.fetch(server.baseURL, path: "/files/list")
            #expect(response.status == 200)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            let files = try JSONDecoder().decode([DownloadFile].self, from: Data(response.bytes))
            #expect(
                files.map(\.name) == [
                    "graphics-project-ver-1.tiff", "graphics-project-ver-1.jpeg",
                    "graphics-project-ver-2.tiff", "graphics-project-ver-2.jpeg",
                    "graphics-project-ver-3.tiff", "graphics-project-ver-3.jpeg",
                ]
            )
            let objects = try TestJSON.array(response.text).compactMap { $0 as? [String: Any] }
            #expect(objects.allSatisfy { Set($0.keys) == ["name", "size", "date"] })
            let now = Date()
            for (file, days) in zip(files, [28.875, 28.875, 27.75, 27.75, 26.625, 26.625]) {
                #expect(abs(now.timeIntervalSince(file.date) - days * 86_400) < 120)
            }
            for file in files {
                let download = try await TestHTTP.fetch(server.baseURL, path: "/files/download?\(file.name)")
                #expect(download.status == 200)
                #expect(download.body.readableBytes == file.size)
                #expect(file.size > 0)
                #expect(download.header("accept-ranges") == "bytes")
                #expect(download.header("content-type") == (file.name.hasSuffix(".tiff") ? "image/tiff" : "image/jpeg"))
            }
        }
    }

    @Test func fourRangesReassembleTheFullDownload() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let name = "graphics-project-ver-2.jpeg"
            let full = try await TestHTTP.fetch(server.baseURL, path: "/files/download?\(name)")
            let size = full.body.readableBytes
            let part = (size + 3) / 4
            var reassembled: [UInt8] = []
            for index in 0..<4 {
                let start = index * part
                let end = min(size, start + part) - 1
                let ranged = try await TestHTTP.fetch(
                    server.baseURL,
                    path: "/files/download?\(name)",
                    headers: [("Range", "bytes=\(start)-\(end)")]
                )
                #expect(ranged.status == 206)
                #expect(ranged.header("content-range") == "bytes \(start)-\(end)/\(size)")
                #expect(ranged.header("content-length") == "\(end - start + 1)")
                #expect(ranged.header("content-type") == "image/jpeg")
                reassembled += ranged.bytes
            }
            #expect(reassembled == full.bytes)
        }
    }

    @Test func openEndedAndSuffixRangesAreServed() async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let path = "/files/download?graphics-project-ver-3.tiff"
            let full = try await TestHTTP.fetch(server.baseURL, path: path)
            let size = full.body.readableBytes
            let tail = try await TestHTTP.fetch(
                server.baseURL, path: path, headers: [("Range", "bytes=\(size - 100)-")])
            #expect(tail.status == 206)
            #expect(tail.header("content-range") == "bytes \(size - 100)-\(size - 1)/\(size)")
            #expect(tail.bytes == Array(full.bytes.suffix(100)))
            let suffix = try await TestHTTP.fetch(server.baseURL, path: path, headers: [("Range", "bytes=-10")])
            #expect(suffix.status == 206)
            #expect(suffix.bytes == Array(full.bytes.suffix(10)))
            let clamped = try await TestHTTP.fetch(
                server.baseURL, path: path, headers: [("Range", "bytes=0-999999999")])
            #expect(clamped.status == 206)
            #expect(clamped.bytes == full.bytes)
        }
    }

    @Test(arguments: ["bytes=999999999-", "bytes=999999999-1999999999", "bytes=-0"])
    func unsatisfiableRangesAre416(range: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let path = "/files/download?graphics-project-ver-1.tiff"
            let list = try await TestHTTP.fetch(server.baseURL, path: "/files/list")
            let size = try JSONDecoder().decode([DownloadFile].self, from: Data(list.bytes))[0].size
            let response = try await TestHTTP.fetch(server.baseURL, path: path, headers: [("Range", range)])
            #expect(response.status == 416)
            #expect(response.header("content-range") == "bytes */\(size)")
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            // The process is still serving.
            #expect(try await TestHTTP.fetch(server.baseURL, path: "/littlejohn/symbols").status == 200)
        }
    }

    @Test(arguments: [
        "", "?", "?nope.jpeg", "?graphics-project-ver-4.jpeg", "?%ZZ", "?name=graphics-project-ver-1.tiff",
    ])
    func unknownFilesAre404(query: String) async throws {
        try await BookServer.withRunning(TestServers.configuration(clock: ImmediateClock())) { server in
            let response = try await TestHTTP.fetch(server.baseURL, path: "/files/download\(query)")
            #expect(response.status == 404)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(try TestJSON.object(response.text)["error"] as? String == "File not found.")
        }
    }

    @Test func fullDownloadsAreThrottledPerTick() async throws {
        let clock = TestClock()
        let configuration = TestServers.configuration(clock: clock, downloadBytesPerTick: 100_000)
        try await BookServer.withRunning(configuration) { server in
            try await withTimeout(.seconds(60)) {
                let path = "/files/download?graphics-project-ver-1.tiff"
                let (status, headers, body) = try await TestHTTP.open(server.baseURL, path: path)
                #expect(status == 200)
                let size = try #require(headers.first(name: "content-length").flatMap { Int($0) })
                var received = 0
                var ticks = 0
                while received < size {
                    let expected = min(100_000, size - received)
                    // The server holds the next slice until the clock reaches its tick.
                    let slice = try await body.bytes(atLeast: expected)
                    #expect(slice.count == expected)
                    received += slice.count
                    if received < size {
                        await clock.advance(by: .seconds(1))
                        ticks += 1
                    }
                }
                #expect(ticks == (size - 1) / 100_000)
                #expect(try await body.rest().isEmpty)
                #expect(await server.liveStreamCount == 0)
            }
        }
    }
}
