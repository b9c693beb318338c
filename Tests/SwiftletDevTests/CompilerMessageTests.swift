import SwiftletDev
import Testing

@Suite("swiftlet-dev build errors for the overlay")
struct CompilerMessageTests {
    @Test("`file:line:col: error: text` lines become messages; notes, warnings and code excerpts do not")
    func parsesErrors() {
        let output = """
            [3/8] Compiling Counter CounterApp.swift
            /tmp/x/Sources/Counter/CounterApp.swift:14:13: error: cannot find 'Textt' in scope
            12 |     var body: some View {
            /tmp/x/Sources/Counter/CounterApp.swift:14:13: error: cannot find 'Textt' in scope
            /tmp/x/Sources/Counter/CounterApp.swift:3:1: warning: unused
            /tmp/x/Sources/Counter/CounterApp.swift:20:2: note: did you mean
            /tmp/x/Sources/Counter/Other.swift:7:22: error: expected '}' in struct
            error: emit-module command failed with exit code 1
            """
        let messages = CompilerMessage.errors(inBuildOutput: output)
        #expect(
            messages == [
                CompilerMessage(
                    file: "/tmp/x/Sources/Counter/CounterApp.swift", line: 14, column: 13,
                    text: "cannot find 'Textt' in scope"),
                CompilerMessage(
                    file: "/tmp/x/Sources/Counter/Other.swift", line: 7, column: 22, text: "expected '}' in struct"),
            ])
        #expect(messages[0].summary == "/tmp/x/Sources/Counter/CounterApp.swift:14:13: cannot find 'Textt' in scope")
    }

    @Test("without located errors the bare `error:` lines are kept (a broken manifest), colours removed")
    func keepsBareErrors() {
        let output = "\u{1B}[1merror: \u{1B}[0mInvalid manifest\nsomething else\n"
        #expect(
            CompilerMessage.errors(inBuildOutput: output) == [
                CompilerMessage(file: "", line: 0, column: 0, text: "Invalid manifest")
            ])
    }

    @Test("at most 50 messages from one build")
    func boundsMessages() {
        let output = (1...500).map { "/a.swift:\($0):1: error: e\($0)" }.joined(separator: "\n")
        #expect(CompilerMessage.errors(inBuildOutput: output).count == CompilerMessage.limit)
    }

    @Test("events are Server-Sent Events with one JSON data line; text with newlines and markup stays data")
    func encodesEvents() {
        #expect(DevEvent.reloaded.serverSentEvent == "event: reloaded\ndata: {}\n\n")
        let failed = DevEvent.failed([CompilerMessage(file: "/a.swift", line: 2, column: 3, text: "<b>\nx")])
            .serverSentEvent
        #expect(failed.hasPrefix("event: failed\ndata: {\"messages\":[{"))
        #expect(failed.dropLast(2).split(separator: "\n").count == 2)
        #expect(failed.contains("\"line\":2") && failed.contains("<b>\\nx"))
    }

    @Test("the terminal line of a rebuild gives both times to a tenth of a second")
    func formatsRebuildLine() {
        #expect(
            rebuildLine(product: "Counter", build: .milliseconds(4_210), restart: .milliseconds(260))
                == "rebuilt Counter in 4.2 s, restarted in 0.3 s")
    }
}
