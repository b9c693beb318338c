import Foundation
import Observation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@Observable
private final class Profile {
    var name = "Ada"
    var visits = 0
}

private struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            ProfileEditor(profile: profile)
            Button("rename") { profile.name = "Grace" }
        }
    }
}

/// Shows a field bound through `@Bindable` and never reads `name` in its body.
private struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

/// iOS 17's other pattern: the object in `@State`, bound with `$profile.name`.
private struct StateProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            Button("rename") { profile.name = "Grace" }
        }
    }
}

private struct EnvironmentEditor: View {
    @Environment(Profile.self) private var profile
    var body: some View {
        @Bindable var profile = profile
        VStack {
            TextField("Name", text: $profile.name)
            Text("hello \(profile.name)")
        }
    }
}

private enum Field: Hashable {
    case name, email
}

private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("Email", text: $email).focused($focus, equals: .email)
            Text("focus: \(focus.map { "\($0)" } ?? "none")")
            Button("next") { focus = .email }
            Button("done") { focus = nil }
        }
    }
}

private struct SearchBox: View {
    @State private var query = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($isFocused)
            Text(isFocused ? "searching" : "idle")
            Button("focus") { isFocused = true }
        }
    }
}

private struct Changes: View {
    let probe: Probe
    @State private var count = 0

    var body: some View {
        Button("add") { count += 1 }
            .onChange(of: count) { old, new in probe.record("two \(old)->\(new)") }
            .onChange(of: count) { probe.record("zero") }
            .onChange(of: count, initial: true) { _, new in probe.record("initial \(new)") }
            .onChange(of: count) { new in probe.record("perform \(new)") }
    }
}

private struct SizeReader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View { Text(sizeClass == .regular ? "regular" : "compact") }
}

private struct SizeScreen: View {
    var body: some View {
        VStack {
            SizeReader()
            Text("static")
        }
    }
}

private struct Opener: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("open") { openURL(URL(string: "https://example.com/docs")!) }
    }
}

private struct LocaleReader: View {
    @Environment(\.locale) private var locale
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text("\(locale.identifier) \(isSearching)") }
}

@MainActor
private func field(_ host: HeadlessHost<some View>, _ title: String) throws -> RenderNode {
    try #require(host.graph.tree.allNodes.first { $0.kind == .textField && $0.attributes[.title] == title })
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct BindableAndFocusTests {
    @Test func aBindableFieldWritesTheObjectAndFollowsItWithoutTheViewsBody() async throws {
        let host = HeadlessHost(ProfileScreen())
        #expect(try field(host, "Name").text == "Ada")
        try await host.type("Lovelace", into: "Name")
        #expect(try field(host, "Name").text == "Lovelace")
        try await host.tap("rename")
        #expect(try field(host, "Name").text == "Grace")
        // The editor's body never read `name`: the field followed the object on its own.
        #expect(host.evaluations.count(of: ProfileEditor.self) == 1)
        #expect(host.evaluations.count(of: ProfileScreen.self) == 1)
    }

    @Test func aStateHeldObservableBoundWithADollarFollowsTheObjectWithoutTheBody() async throws {
        let host = HeadlessHost(StateProfileScreen())
        try await host.type("Lovelace", into: "Name")
        #expect(try field(host, "Name").text == "Lovelace")
        try await host.tap("rename")
        #expect(try field(host, "Name").text == "Grace")
        #expect(host.evaluations.count(of: StateProfileScreen.self) == 1)
    }

    @Test func aLocalBindableOverAnEnvironmentObjectBindsItsProperties() async throws {
        let profile = Profile()
        let host = HeadlessHost(EnvironmentEditor().environment(profile))
        try await host.type("Grace", into: "Name")
        #expect(profile.name == "Grace")
        #expect(host.snapshot().contains("hello Grace"))
    }

    @Test func anOptionalFocusStateMarksTheNamedFieldAndHostFocusEventsWriteIt() async throws {
        let host = HeadlessHost(SignUp())
        #expect(try field(host, "Name").attributes[.focusable] == "true")
        #expect(try field(host, "Name").attributes[.focused] == nil)
        try await host.tap("next")
        #expect(try field(host, "Email").attributes[.focused] == "true")
        #expect(try field(host, "Name").attributes[.focused] == nil)
        #expect(host.snapshot().contains("focus: email"))

        // The user clicks into the name field: the browser reports the blur, then the focus.
        try await host.send(.focus(try field(host, "Email").id, false))
        try await host.send(.focus(try field(host, "Name").id, true))
        #expect(host.snapshot().contains("focus: name"))
        #expect(try field(host, "Name").attributes[.focused] == "true")
        // A late blur of a field the state no longer names changes nothing.
        try await host.send(.focus(try field(host, "Email").id, false))
        #expect(host.snapshot().contains("focus: name"))

        try await host.tap("done")
        #expect(host.snapshot().contains("focus: none"))
        #expect(try field(host, "Name").attributes[.focused] == nil)
    }

    @Test func aBooleanFocusStateFollowsTheFieldBothWays() async throws {
        let host = HeadlessHost(SearchBox())
        try await host.tap("focus")
        #expect(try field(host, "Search").attributes[.focused] == "true")
        #expect(host.snapshot().contains("searching"))
        try await host.send(.focus(try field(host, "Search").id, false))
        #expect(host.snapshot().contains("idle"))
        try await host.send(.focus(try field(host, "Search").id, true))
        #expect(host.snapshot().contains("searching"))
    }

    @Test func aFocusEventForANodeWithoutFocusedIsRefused() async throws {
        let host = HeadlessHost(SearchBox())
        let button = try #require(host.graph.tree.allNodes.first { $0.kind == .button })
        #expect(throws: HostEventError.self) { try host.graph.send(.focus(button.id, true)) }
    }

    @Test func onChangeRunsEveryClosureFormWithOldAndNewValues() async throws {
        let probe = Probe()
        let host = HeadlessHost(Changes(probe: probe))
        #expect(probe.count("initial 0") == 1)
        try await host.tap("add")
        #expect(probe.count("two 0->1") == 1)
        #expect(probe.count("zero") == 1)
        #expect(probe.count("initial 1") == 1)
        #expect(probe.count("perform 1") == 1)
    }

    @Test func theHorizontalSizeClassIsCompactUntilTheHostSaysAndReachesOnlyItsReaders() async throws {
        let host = HeadlessHost(SizeScreen())
        #expect(host.snapshot().contains("compact"))
        #expect(UserInterfaceSizeClass.horizontal(forWidth: 390) == .compact)
        #expect(UserInterfaceSizeClass.horizontal(forWidth: 1024) == .regular)
        host.graph.setHorizontalSizeClass(.regular)
        await host.settle()
        #expect(host.snapshot().contains("regular"))
        #expect(host.evaluations.count(of: SizeReader.self) == 2)
        #expect(host.evaluations.count(of: SizeScreen.self) == 1)
        // The same class again changes nothing.
        host.graph.setHorizontalSizeClass(.regular)
        await host.settle()
        #expect(host.evaluations.count(of: SizeReader.self) == 2)
    }

    @Test func openURLGoesToTheHostUnlessAHandlerTakesIt() async throws {
        let host = HeadlessHost(Opener())
        try await host.tap("open")
        #expect(host.graph.host.openedURLs == [URL(string: "https://example.com/docs")!])

        let handled = HeadlessHost(
            Opener().environment(\.openURL, OpenURLAction { _ in .handled }))
        try await handled.tap("open")
        #expect(handled.graph.host.openedURLs.isEmpty)

        let redirected = HeadlessHost(
            Opener().environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.org")!) }))
        try await redirected.tap("open")
        #expect(redirected.graph.host.openedURLs == [URL(string: "https://example.org")!])
    }

    @Test func localeAndIsSearchingHaveDefaultsAndLocaleCanBeSet() async throws {
        let host = HeadlessHost(LocaleReader().environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(host.snapshot() == "fr_FR false")
    }
}
