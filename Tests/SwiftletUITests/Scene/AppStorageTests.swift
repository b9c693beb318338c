import Foundation
@_spi(SwiftletHost) import SwiftletTesting
import Testing

@_spi(SwiftletHost) @testable import SwiftletUI

private struct StoredCounter: View {
    @AppStorage("count") private var count = 0
    @AppStorage("sound") private var sound = true

    var body: some View {
        VStack {
            Text("count: \(count)")
            Text("sound: \(sound)")
            Button("increment") { count += 1 }
        }
    }
}

private struct StoredName: View {
    @AppStorage("name") private var name = ""

    var body: some View {
        TextField("Name", text: $name)
    }
}

private struct Unrelated: View {
    var body: some View { Text("unrelated") }
}

private struct Both: View {
    var body: some View {
        VStack {
            StoredCounter()
            Unrelated()
        }
    }
}

@MainActor
@Suite struct AppStorageTests {
    @Test func writesAreStoredInTheHostAndReported() async throws {
        let host = HeadlessHost(StoredCounter())
        var written: [String] = []
        host.graph.host.appStorage.onWrite = { key, value in written.append("\(key)=\(value ?? "nil")") }
        try await host.tap("increment")
        try await host.tap("increment")
        #expect(host.snapshot().contains("count: 2"))
        #expect(host.graph.host.appStorage.all["count"] == "2")
        #expect(written == ["count=1", "count=2"])
        await host.unmount()
    }

    @Test func loadedValuesReplaceTheDefaultsAndBadValuesFallBack() async throws {
        let host = HeadlessHost(Both())
        #expect(host.snapshot().contains("count: 0"))
        #expect(host.snapshot().contains("sound: true"))
        host.graph.host.appStorage.load(["count": "7", "sound": "false"])
        await host.settle()
        #expect(host.snapshot().contains("count: 7"))
        #expect(host.snapshot().contains("sound: false"))
        host.graph.host.appStorage.load(["count": "seven", "sound": "maybe"])
        await host.settle()
        #expect(host.snapshot().contains("count: 0"))
        #expect(host.snapshot().contains("sound: true"))
        // Only the readers of the changed keys ran; a load changes nothing it does not name.
        #expect(host.evaluations.count(of: Unrelated.self) == 1)
        #expect(host.evaluations.count(of: StoredCounter.self) == 3)
        host.graph.host.appStorage.load(["other": "x"])
        await host.settle()
        #expect(host.evaluations.count(of: StoredCounter.self) == 3)
        await host.unmount()
    }

    @Test func aBindingEditsTheStoredValue() async throws {
        let host = HeadlessHost(StoredName())
        try await host.type("marin", into: "Name")
        #expect(host.graph.host.appStorage.all["name"] == "marin")
        #expect(host.snapshot().contains("TextField(Name): marin"))
        await host.unmount()
    }

    @Test func valuesRoundTripThroughText() {
        #expect(Int(storageText: "42") == 42)
        #expect(Int(storageText: "4.2") == nil)
        #expect(Bool(storageText: "true") == true)
        #expect(Bool(storageText: "yes") == nil)
        #expect(Double(storageText: "nan") == nil)
        #expect(Double(storageText: 2.5.storageText) == 2.5)
        #expect(String(storageText: "") == "")
    }
}
