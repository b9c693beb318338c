@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

private struct Scoped: View {
    @State private var on = false
    @State private var label = "a"
    var body: some View {
        VStack {
            Text(label)
                .animation(.easeIn(duration: 2)) { content in
                    content.opacity(on ? 1 : 0.5)
                }
            Text("quiet \(on)")
                .animation(nil) { content in
                    content.opacity(on ? 1 : 0.4)
                }
            Button("plain") {
                on.toggle()
                label += "b"
            }
            Button("animated") {
                withAnimation(.linear) {
                    on.toggle()
                    label += "c"
                }
            }
        }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScopedAnimationTests {
    /// The animation each operation of the last update runs with (nil: instant), in order.
    private func animations(_ host: HeadlessHost<Scoped>) throws -> [(RenderOperation, Animation?)] {
        let update = try #require(host.updates.last)
        return update.operations.indices.map { index in
            (update.operations[index], update.animations.first { $0.range.contains(index) }?.animation)
        }
    }

    private func opacity(_ value: String, in list: [(RenderOperation, Animation?)]) -> Animation?? {
        for (operation, animation) in list {
            if case .setAttribute(_, .opacity, let set) = operation, set == value { return .some(animation) }
        }
        return .none
    }

    private func text(_ value: String, in list: [(RenderOperation, Animation?)]) -> Animation?? {
        for (operation, animation) in list {
            if case .setText(_, let set) = operation, set == value { return .some(animation) }
        }
        return .none
    }

    @Test func theModifiersInTheBodyAnimateAndTheContentDoesNot() async throws {
        let host = HeadlessHost(Scoped())
        try await host.tap("plain")
        let list = try animations(host)
        #expect(opacity("1", in: list) == .some(.easeIn(duration: 2)))
        #expect(text("ab", in: list) == .some(nil))
    }

    @Test func insideWithAnimationTheScopeWinsForItsModifiersAndTheContentKeepsTheOuterAnimation() async throws {
        let host = HeadlessHost(Scoped())
        try await host.tap("animated")
        let list = try animations(host)
        #expect(opacity("1", in: list) == .some(.easeIn(duration: 2)))
        #expect(text("ac", in: list) == .some(.linear))
        #expect(text("quiet true", in: list) == .some(.linear))
    }

    @Test func aNilScopeMakesItsModifiersInstantEvenInsideWithAnimation() async throws {
        let host = HeadlessHost(Scoped())
        try await host.tap("animated")
        let list = try animations(host)
        #expect(opacity("1", in: list) == .some(.easeIn(duration: 2)))
        // The quiet text's opacity (0.4 → 1) is set without an animation; its text keeps the outer one.
        let quiet = list.filter {
            if case .setAttribute(_, .opacity, "1") = $0.0 { true } else { false }
        }
        #expect(quiet.count == 2)
        #expect(quiet.contains { $0.1 == nil })
    }
}
