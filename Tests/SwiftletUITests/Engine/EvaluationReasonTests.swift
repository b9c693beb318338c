import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// docs/engine/contract.md (the reasons a body runs) and docs/engine/headless-host.md (the
// evaluation log and diagnostics): each
// cause re-evaluates exactly the view it reaches, and the log names it.

@MainActor
private final class Ticker: ObservableObject {
    @Published var count = 0
}

@MainActor
@Observable
private final class Score {
    var points = 0
}

private struct ReasonThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var reasonTheme: String {
        get { self[ReasonThemeKey.self] }
        set { self[ReasonThemeKey.self] = newValue }
    }
}

private struct ByValue: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

private struct ByBinding: View {
    @Binding var value: Int
    var body: some View { Text("binding \(value)") }
}

private struct ByObject: View {
    @ObservedObject var ticker: Ticker
    var body: some View { Text("object \(ticker.count)") }
}

private struct ByObservable: View {
    let score: Score
    var body: some View { Text("observable \(score.points)") }
}

private struct ByEnvironment: View {
    @Environment(\.reasonTheme) private var theme
    var body: some View { Text("environment \(theme)") }
}

private struct Reasons: View {
    let ticker: Ticker
    let score: Score
    @State private var value = 0
    @State private var bound = 0
    @State private var theme = "a"

    var body: some View {
        VStack {
            ByValue(value: value)
            ByBinding(value: $bound)
            ByObject(ticker: ticker)
            ByObservable(score: score)
            ByEnvironment().environment(\.reasonTheme, theme)
            Button("value") { value += 1 }
            Button("binding") { bound += 1 }
            Button("object") { ticker.count += 1 }
            Button("observable") { score.points += 1 }
            Button("environment") { theme += "a" }
        }
    }
}

@MainActor
private final class Account: ObservableObject {
    @Published var name = "ada"
}

/// Declares an `@EnvironmentObject` nobody provides, without reading it.
private struct NeedsAccount: View {
    @EnvironmentObject var account: Account
    var body: some View { Text("needs an account") }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct EvaluationReasonTests {
    /// The evaluations `label`'s tap caused, as "Type: reasons".
    private func evaluations(after label: String, in host: HeadlessHost<Reasons>) async throws -> [String] {
        host.evaluations.reset()
        try await host.tap(label)
        return host.evaluations.entries.map {
            "\($0.viewType): \($0.reasons.map(\.description).joined(separator: ","))"
        }
    }

    @Test func eachCauseRunsOnlyTheViewItReachesAndTheLogNamesIt() async throws {
        let host = HeadlessHost(Reasons(ticker: Ticker(), score: Score()))
        let mounts = host.evaluations.entries
        #expect(mounts.count == 6)
        #expect(mounts.allSatisfy { $0.reasons == [.mount] })
        #expect(Set(mounts.map(\.tick)) == [1])
        #expect(mounts.first?.identity.hasPrefix("/Root/Reasons") == true)

        #expect(try await evaluations(after: "value", in: host) == ["Reasons: state", "ByValue: value changed"])
        #expect(try await evaluations(after: "binding", in: host) == ["ByBinding: state"])
        #expect(try await evaluations(after: "object", in: host) == ["ByObject: observed object"])
        #expect(try await evaluations(after: "observable", in: host) == ["ByObservable: observable"])
        #expect(
            try await evaluations(after: "environment", in: host) == [
                "Reasons: state", "ByEnvironment: environment ReasonThemeKey",
            ])
        #expect(host.snapshot().contains("value 1\n  binding 1\n  object 1\n  observable 1\n  environment aa"))
        await host.unmount()
    }

    @Test func aMissingEnvironmentObjectIsADiagnostic() async throws {
        // With trapsOnMisuse the engine keeps SwiftUI's behaviour: a diagnostic at mount, a trap only on a read.
        let host = HeadlessHost(NeedsAccount(), trapsOnMisuse: true)
        #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject])
        #expect(host.diagnostics.first?.message.contains("Account") == true)
        #expect(host.snapshot() == "needs an account")
        await host.unmount()
    }
}
