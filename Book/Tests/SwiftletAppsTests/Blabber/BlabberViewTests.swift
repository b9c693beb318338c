import Clocks
import Foundation
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletApps
import SwiftletServer
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

/// Blabber in the headless host (on the main actor) against a real book server on a free port.
@Suite struct BlabberViewTests {
    @Test func aUserLogsInChatsAndLeavingClosesTheStream() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let model = BlabberModel(server: server.baseURL)
                let host = HeadlessHost(BlabberView(model: model))
                #expect(host.snapshot().contains("Blabber"))
                #expect(host.snapshot().contains("[Enter] (disabled)"))
                try await host.type("marin", into: "Name")
                // The name is kept by the host for the next visit.
                #expect(host.graph.host.appStorage.all["username"] == "marin")
                try await host.tap("Enter")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("marin connected")
                }
                #expect(BlabberTesting.messageTexts(host).first == "1 active users")
                #expect(await server.liveStreamCount == 1)

                try await host.type("Hello, room", into: "Message")
                try await host.tap("Send")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("Hello, room")
                }
                let texts = BlabberTesting.messageTexts(host)
                #expect(texts.last == "Hello, room")
                // The field was cleared after the send succeeded.
                #expect(
                    host.snapshot().contains("TextField(Message): \n")
                        || host.snapshot().hasSuffix("TextField(Message): "))
                // The list asked the host to scroll to the newest message.
                // (`scrollTo` is on the ScrollViewReader's content: the frame around the scroll view.)
                let list = try #require(host.graph.tree.allNodes.first { $0.attributes[.scrollTo] != nil })
                #expect(list.attributes[.scrollTo] == model.messages.last?.id.uuidString)
                #expect(list.attributes[.scrollAnchor] == "bottom")
                // Rows carry their position: own messages have no sender line.
                #expect(BlabberTesting.node("message-\(texts.count - 1)", in: host) != nil)
                #expect(BlabberTesting.node("message-user-\(texts.count - 1)", in: host) == nil)

                try await host.navigateBack()
                // The chat task's cancellation ends the stream and clears the list as it unwinds.
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    await server.liveStreamCount == 0 && model.messages.isEmpty
                }
                await host.unmount()
            }
        }
    }

    @Test func anEmptyOrTooLongNameIsRefusedBeforeAnyRequest() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(BlabberView(server: server.baseURL))
                #expect(host.snapshot().contains("[Enter] (disabled)"))
                try await host.type(String(repeating: "x", count: 65), into: "Name")
                #expect(host.snapshot().contains("[Enter] (disabled)"))
                #expect(host.snapshot().contains("A name has at most 64 characters."))
                await #expect(throws: HeadlessHostError.self) { try await host.tap("Enter") }
                try await host.type(String(repeating: "x", count: 64), into: "Name")
                #expect(host.snapshot().contains("[Enter]\n") || !host.snapshot().contains("[Enter] (disabled)"))
                #expect(await server.requestLog.count(path: "/chat/room") == 0)
                await host.unmount()
            }
        }
    }

    @Test func aStoredNameFillsTheField() async throws {
        try await withTimeout(.seconds(180)) { @MainActor in
            let host = HeadlessHost(BlabberView(server: URL(string: "http://127.0.0.1:1")!))
            host.graph.host.appStorage.load(["username": "ana"])
            await host.settle()
            #expect(host.snapshot().contains("TextField(Name): ana"))
            #expect(!host.snapshot().contains("[Enter] (disabled)"))
            await host.unmount()
        }
    }

    @Test func hidingAndShowingTheAppSaysWentAwayAndCameBack() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(BlabberView(server: server.baseURL))
                try await host.type("noor", into: "Name")
                try await host.tap("Enter")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("noor connected")
                }
                host.graph.setScenePhase(.background)
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("noor went away")
                }
                host.graph.setScenePhase(.active)
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("noor came back")
                }
                // System messages sent by the app are centred: no sender line.
                let index = try #require(BlabberTesting.messageTexts(host).firstIndex(of: "noor went away"))
                #expect(BlabberTesting.node("message-user-\(index)", in: host) == nil)

                // Leaving the chat stops the observation: no more status messages.
                try await host.navigateBack()
                let said = await server.requestLog.count(path: "/chat/say")
                host.graph.setScenePhase(.background)
                host.graph.setScenePhase(.active)
                await host.settle()
                for _ in 0..<20 { await Task.yield() }
                #expect(await server.requestLog.count(path: "/chat/say") == said)
                await host.unmount()
            }
        }
    }

    @Test func sharingTheLocationSaysTheCityAndTheCoordinates() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(BlabberView(server: server.baseURL))
                host.graph.host.location = FakeLocation(
                    authorization: .authorizedWhenInUse,
                    answer: .success(LocationFix(latitude: 52.52, longitude: 13.405)))
                try await host.type("lena", into: "Name")
                try await host.tap("Enter")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("lena connected")
                }
                try await host.tap("📍")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("📍 Berlin, Germany (52.5200° N, 13.4050° E)")
                }
                #expect(!host.snapshot().contains("Alert"))
                await host.unmount()
            }
        }
    }

    @Test func aDeniedLocationShowsTheAlertAndKeepsTheChat() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(BlabberView(server: server.baseURL))
                host.graph.host.location = FakeLocation(
                    authorization: .denied, answer: .failure(LocationError("denied")))
                try await host.type("omar", into: "Name")
                try await host.tap("Enter")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("omar connected")
                }
                try await host.tap("📍")
                try await host.waitUntil { host.snapshot().contains("Alert Error") }
                #expect(host.snapshot().contains("The app isn't authorized to use location data"))
                try await host.tap("Close")
                #expect(!host.snapshot().contains("Alert"))
                #expect(BlabberTesting.messageTexts(host).contains("omar connected"))
                await host.unmount()
            }
        }
    }

    @Test func aMessageOverTheLimitShowsTheServersErrorAndLosesNothing() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(BlabberView(server: server.baseURL))
                try await host.type("kai", into: "Name")
                try await host.tap("Enter")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("kai connected")
                }
                let before = BlabberTesting.messageTexts(host)
                let long = String(repeating: "a", count: 4097)
                try await host.type(long, into: "Message")
                try await host.tap("Send")
                try await host.waitUntil { host.snapshot().contains("Alert Error") }
                #expect(host.snapshot().contains("A message must be at most 4096 characters long."))
                try await host.tap("Close")
                #expect(BlabberTesting.messageTexts(host) == before)
                #expect(host.snapshot().contains("TextField(Message): " + long))
                await host.unmount()
            }
        }
    }

    @Test func aServerThatDropsTheRoomShowsTheAlertOnceAndCloseLeavesTheChat() async throws {
        let clock = TestClock()
        try await BookServer.withRunning(BlabberTesting.configuration(clock: clock)) { server in
            try await withTimeout(.seconds(180)) { @MainActor in
                let host = HeadlessHost(BlabberView(server: server.baseURL))
                try await host.type("zoe", into: "Name")
                try await host.tap("Enter")
                try await BlabberTesting.waitUntil(host, clock: clock) {
                    BlabberTesting.messageTexts(host).contains("zoe connected")
                }
                try await server.shutdown()
                try await host.waitUntil { host.snapshot().contains("Alert Error") }
                #expect(host.snapshot().components(separatedBy: "Alert Error").count == 2)
                try await host.tap("Close")
                #expect(!host.snapshot().contains("Alert"))
                #expect(host.snapshot().contains("TextField(Name): zoe"))
                await host.unmount()
            }
        }
    }
}
