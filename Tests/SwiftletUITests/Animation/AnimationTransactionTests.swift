import Foundation
@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

@MainActor
private final class Model: ObservableObject {
    @Published var on = false
}

private struct Faded: View {
    @State private var on = false
    @State private var label = "a"
    var body: some View {
        VStack {
            Text("box").opacity(on ? 1 : 0.2).accessibilityIdentifier("box")
            Text(label)
            Button("animated") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            Button("instant") { on.toggle() }
            Button("label") { label += "a" }
            Button("both") {
                withAnimation(.easeIn) { on.toggle() }
                label += "b"
            }
            Button("disabled") {
                var transaction = Transaction(animation: .linear)
                transaction.disablesAnimations = true
                withTransaction(transaction) { on.toggle() }
            }
        }
    }
}

/// The body read by the child only; its parent never runs.
private struct Child: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

private struct ValueAnimated: View {
    @State private var count = 0
    @State private var other = 0
    var body: some View {
        VStack {
            Text("\(count) \(other)").padding(Double(count)).animation(.easeOut(duration: 2), value: count)
            Button("count") { count += 1 }
            Button("other") { other += 1 }
            Button("explicit") { withAnimation(.linear) { other += 1 } }
        }
    }
}

private struct Transacted: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("plain \(count)")
            Text("never \(count)").transaction { $0.animation = nil }
            Button("go") { withAnimation(.snappy) { count += 1 } }
        }
    }
}

private struct Transitioned: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Text("banner").transition(.move(edge: .top)) }
            Button("toggle") { withAnimation { shown.toggle() } }
        }
    }
}

private struct Rotated: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount).padding(amount * 10) }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct AnimationTransactionTests {
    /// The animations of the last update, as (operations in the run, animation).
    private func runs<Root: View>(_ host: HeadlessHost<Root>) -> [([RenderOperation], Animation)] {
        guard let update = host.updates.last else { return [] }
        return update.animations.map { (Array(update.operations[$0.range]), $0.animation) }
    }

    @Test func writesInsideWithAnimationMarkTheirOperationsAndOthersStayInstant() async throws {
        let host = HeadlessHost(Faded())
        let before = host.evaluations.count(of: Faded.self)
        try await host.tap("animated")
        let update = try #require(host.updates.last)
        #expect(update.animations.count == 1)
        #expect(update.animations[0].animation == .linear(duration: 1))
        #expect(update.animations[0].range == update.operations.indices)
        #expect(update.operations.contains { if case .setAttribute(_, .opacity, "1") = $0 { true } else { false } })
        // The animation changes what the host does, not which bodies run: one evaluation, as without.
        #expect(host.evaluations.count(of: Faded.self) == before + 1)

        try await host.tap("instant")
        #expect(host.updates.last?.animations == [])
        #expect(host.evaluations.count(of: Faded.self) == before + 2)
    }

    @Test func returnsTheBodysResult() {
        let value = withAnimation(.bouncy) { 42 }
        #expect(value == 42)
        let text = withTransaction(Transaction()) { "done" }
        #expect(text == "done")
    }

    @Test func theCompletionRunsAfterTheAnimationsTimeAndNeverForARepeatForever() async throws {
        final class Flags {
            var finished = false
            var forever = false
        }
        let flags = Flags()
        let start = ContinuousClock.now
        let value = withAnimation(.linear(duration: 0.05)) {
            7
        } completion: {
            flags.finished = true
        }
        #expect(value == 7)
        #expect(!flags.finished)
        withAnimation(.linear.repeatForever()) {
        } completion: {
            flags.forever = true
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while !flags.finished && ContinuousClock.now < deadline { await Task.yield() }
        #expect(flags.finished)
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        #expect(!flags.forever)
    }

    @Test func aDisablingTransactionStillAnimatesItsOwnAnimationButNotImplicitOnes() async throws {
        let host = HeadlessHost(Faded())
        try await host.tap("disabled")
        #expect(runs(host).map { $0.1 } == [Animation.linear])
    }

    @Test func animationValueAnimatesOnlyWhenTheValueChanged() async throws {
        let host = HeadlessHost(ValueAnimated())
        try await host.tap("count")
        let counted = runs(host)
        #expect(counted.count == 1)
        #expect(counted.first?.1 == .easeOut(duration: 2))
        // The text and the padding under the modifier change in the animated run.
        #expect(counted.first?.0.count == 2)

        try await host.tap("other")
        #expect(host.updates.last?.animations == [], "the value did not change: instant")

        // A withAnimation change whose value did not change keeps the transaction's animation.
        try await host.tap("explicit")
        #expect(runs(host).map { $0.1 } == [Animation.linear])
    }

    @Test func transactionModifierOverridesTheAnimationOfItsSubtree() async throws {
        let host = HeadlessHost(Transacted())
        try await host.tap("go")
        let update = try #require(host.updates.last)
        #expect(update.operations.count == 2)
        #expect(update.animations.count == 1)
        let animated = update.animations[0]
        #expect(animated.animation == .snappy)
        #expect(animated.range.count == 1)
        if case .setText(_, let text) = update.operations[animated.range.lowerBound] {
            #expect(text == "plain 1")
        } else {
            Issue.record("expected the plain text in the animated run")
        }
    }

    @Test func aRemovalAndAnInsertionCarryTheAnimationAndTheTransition() async throws {
        let host = HeadlessHost(Transitioned())
        let banner = try #require(host.graph.tree.children.first?.children.first?.children.first)
        #expect(banner.attributes[.transition] == #"{"in":{"transitionMove":"top"},"out":{"transitionMove":"top"}}"#)
        try await host.tap("toggle")
        let removal = runs(host)
        #expect(removal.count == 1)
        #expect(removal.first?.1 == .default)
        #expect(removal.first?.0.contains { if case .remove = $0 { true } else { false } } == true)
        try await host.tap("toggle")
        #expect(runs(host).first?.0.contains { if case .insert = $0 { true } else { false } } == true)
    }

    @Test func transitionsEncodeBothStates() {
        let pushed = AnyTransition.push(from: .bottom)
        let view = Text("x").transition(pushed)
        let host = HeadlessHost(view)
        let value = host.graph.tree.children.first?.attributes[.transition]
        #expect(
            value == #"{"in":{"opacity":"0","transitionMove":"bottom"},"out":{"opacity":"0","transitionMove":"top"}}"#)
        let combined = AnyTransition.asymmetric(insertion: .scale(scale: 0.5, anchor: .bottom), removal: .opacity)
            .combined(with: .offset(x: 10, y: -4)).animation(.linear(duration: 2))
        let other = HeadlessHost(Text("y").transition(combined)).graph.tree.children.first?.attributes[.transition]
        #expect(
            other
                == #"{"anim":{"timing":"2 0 1 0 linear"},"in":{"transitionAnchor":"0.5 1","transitionOffset":"10 -4","transitionScale":"0.5 0.5"},"out":{"opacity":"0","transitionOffset":"10 -4"}}"#
        )
    }

    @Test func aModifierTransitionRendersBothStatesAttributes() {
        let transition = AnyTransition.modifier(active: Rotated(amount: 0), identity: Rotated(amount: 1))
        let value = HeadlessHost(Text("z").transition(transition)).graph.tree.children.first?.attributes[.transition]
        #expect(
            value
                == #"{"id":{"opacity":"1","padding":"10 10 10 10"},"in":{"opacity":"0","padding":"0 0 0 0"},"out":{"opacity":"0","padding":"0 0 0 0"}}"#
        )
    }

    @Test func writesOfAnObservableObjectInsideWithAnimationAnimateToo() async throws {
        struct Reader: View {
            @ObservedObject var model: Model
            var body: some View { Text(model.on ? "on" : "off") }
        }
        let model = Model()
        let host = HeadlessHost(Reader(model: model))
        withAnimation(.spring) { model.on = true }
        try await host.waitUntil(timeout: .seconds(10)) { host.snapshot() == "on" }
        #expect(host.updates.last?.animations.first?.animation == .spring)
    }
}
