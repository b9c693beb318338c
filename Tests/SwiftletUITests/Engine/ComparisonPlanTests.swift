@_spi(SwiftletHost) import SwiftletTesting
@_spi(SwiftletHost) import SwiftletUI
import Testing

// The comparison rules of docs/engine/comparison.md, observed the way a user sees them: a parent
// re-evaluates ("bump"), builds its child from the tick number, and the child's body runs again
// only when the engine finds the new child value different from the previous one.

/// Re-evaluates on every "bump" and builds the child under test from the bump count.
private struct Parent<Child: View>: View {
    @State private var bumps = 0
    let make: (Int) -> Child

    var body: some View {
        VStack {
            Text("bumps \(bumps)")
            Button("bump") { bumps += 1 }
            make(bumps)
        }
    }
}

/// A generic child that shows nothing of its value: only the comparison decides whether it runs.
private struct Holder<Value>: View {
    let value: Value
    var body: some View { Text("holder") }
}

private enum Shape {
    case circle(radius: Int)
    case square(side: Int)
    case none
}

private enum Label {
    case title(String)
    case untitled
}

private final class Model {
    var name: String
    init(name: String) { self.name = name }
}

/// `==` ignores `note`: the engine must honour it even inside another value.
private struct Tagged: Equatable {
    let id: Int
    let note: String
    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
}

private struct Wrapper {
    let tagged: Tagged
    let count: Int
}

private struct Point {
    var x: Int
    var y: Int
}

private protocol Describing {}
extension Point: Describing {}
extension Model: Describing {}

private struct ClosureHolder: View {
    let action: () -> Void
    var body: some View { Text("closure") }
}

private struct EquatableClosureHolder: View, Equatable {
    let id: Int
    let action: () -> Void
    var body: some View { Text("equatable closure") }
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

private struct WeakHolder: View {
    weak var model: Model?
    unowned let owner: Model
    var body: some View { Text("weak") }
}

private struct StatefulHolder: View {
    @State private var count = 0
    let value: Int
    var body: some View { Text("stateful \(count) \(value)") }
}

/// Owns a state and passes a binding to it down; the binding is rebuilt on every evaluation.
private struct BindingParent: View {
    @State private var bumps = 0
    @State private var text = "a"
    var body: some View {
        VStack {
            Text("bumps \(bumps)")
            Button("bump") { bumps += 1 }
            BindingChild(text: $text)
        }
    }
}

private struct BindingChild: View {
    @Binding var text: String
    var body: some View { Text("child") }
}

@MainActor
private final class Shared: ObservableObject {
    @Published var count = 0
}

/// Every kind of property-wrapper storage §2 names; only `@ObservedObject` (by identity) and `value`
/// take part in the comparison.
private struct WrapperHolder: View {
    @StateObject private var own = Shared()
    @Environment(\.isEnabled) private var isEnabled
    @EnvironmentObject var provided: Shared
    @ObservedObject var observed: Shared
    let value: Int
    var body: some View { Text("wrappers") }
}

private struct WrapperParent: View {
    let first: Shared
    let second: Shared
    @State private var bumps = 0
    @State private var swapsObject = false
    var body: some View {
        VStack {
            Text("bumps \(bumps)")
            Button("bump") { bumps += 1 }
            Button("other object") { swapsObject = true }
            WrapperHolder(observed: swapsObject ? second : first, value: 1)
        }
        .environmentObject(first)
    }
}

private struct Form {
    var name = "a"
    var age = 1
}

/// Passes a `$state.member` projection down; the binding is rebuilt on every evaluation.
private struct MemberBindingParent: View {
    @State private var bumps = 0
    @State private var form = Form()
    var body: some View {
        VStack {
            Text("bumps \(bumps)")
            Button("bump") { bumps += 1 }
            BindingChild(text: $form.name)
        }
    }
}

@MainActor
@Suite struct ComparisonPlanTests {
    /// How many times the child's body ran after `bumps` parent re-evaluations (the mount excluded).
    private func childRuns<Child: View>(
        bumps: Int = 2, _ make: @escaping (Int) -> Child
    ) async throws -> (runs: Int, reflected: Int, reflectedOfChild: Int) {
        let host = HeadlessHost(Parent(make: make))
        await host.settle()
        host.evaluations.reset()
        for _ in 0..<bumps { try await host.tap("bump") }
        return (
            host.evaluations.count(of: Child.self), host.evaluations.reflectionComparisons,
            host.evaluations.reflectionComparisons(of: Child.self)
        )
    }

    @Test func genericValuesCompareByTheirArgumentType() async throws {
        #expect(try await childRuns { _ in Holder(value: 42) }.runs == 0)
        #expect(try await childRuns { Holder(value: $0) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: Point(x: 1, y: 2)) }.runs == 0)
        #expect(try await childRuns { Holder(value: Point(x: 1, y: $0)) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: (1, "one")) }.runs == 0)
        #expect(try await childRuns { Holder(value: (1, "one \($0)")) }.runs == 2)
    }

    @Test func enumsCompareByCaseAndPayload() async throws {
        #expect(try await childRuns { _ in Holder(value: Shape.circle(radius: 3)) }.runs == 0)
        #expect(try await childRuns { _ in Holder(value: Shape.none) }.runs == 0)
        #expect(try await childRuns { Holder(value: Shape.circle(radius: $0)) }.runs == 2)
        #expect(
            try await childRuns { Holder(value: $0 % 2 == 0 ? Shape.circle(radius: 1) : .square(side: 1)) }.runs == 2)
        #expect(try await childRuns { Holder(value: $0 % 2 == 0 ? Shape.circle(radius: 1) : .none) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: Optional(Point(x: 1, y: 1))) }.runs == 0)
        #expect(try await childRuns { Holder(value: $0 == 1 ? nil : Optional(Point(x: 1, y: 1))) }.runs == 2)
    }

    @Test func classesCompareByIdentity() async throws {
        let model = Model(name: "a")
        let same = try await childRuns { bumps in
            model.name = "renamed \(bumps)"
            return Holder(value: model)
        }
        #expect(same.runs == 0)
        #expect(try await childRuns { _ in Holder(value: Model(name: "a")) }.runs == 2)
        let other = Model(name: "b")
        let weak = try await childRuns { _ in WeakHolder(model: model, owner: other) }
        #expect(weak.runs == 0)
        #expect(
            try await childRuns {
                $0 == 1 ? WeakHolder(model: other, owner: other) : WeakHolder(model: model, owner: other)
            }.runs == 2)
    }

    @Test func nestedEquatableValuesUseTheirEquality() async throws {
        let ignored = try await childRuns { Holder(value: Wrapper(tagged: Tagged(id: 1, note: "\($0)"), count: 1)) }
        #expect(ignored.runs == 0)
        #expect(try await childRuns { Holder(value: Wrapper(tagged: Tagged(id: $0, note: ""), count: 1)) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: [Point(x: 1, y: 1), Point(x: 2, y: 2)]) }.runs == 0)
        #expect(try await childRuns { Holder(value: [Point(x: 1, y: 1), Point(x: 2, y: $0)]) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: ["a": Point(x: 1, y: 1)]) }.runs == 0)
        #expect(try await childRuns { Holder(value: ["a": Point(x: $0, y: 1)]) }.runs == 2)
    }

    @Test func existentialsCompareByDynamicTypeAndValue() async throws {
        #expect(try await childRuns { _ in Holder<any Describing>(value: Point(x: 1, y: 1)) }.runs == 0)
        #expect(try await childRuns { Holder<any Describing>(value: Point(x: $0, y: 1)) }.runs == 2)
        let model = Model(name: "a")
        #expect(
            try await childRuns { $0 == 1 ? Holder<any Describing>(value: model) : Holder(value: Point(x: 0, y: 0)) }
                .runs == 2)
        #expect(try await childRuns { _ in Holder<Any>(value: "text") }.runs == 0)
        #expect(try await childRuns { _ in Holder(value: AnyView(Text("a"))) }.runs == 0)
        #expect(try await childRuns { _ in Holder(value: Int.self as Any.Type) }.runs == 0)
    }

    @Test func closuresAreNeverEqualUnlessTheViewIsEquatable() async throws {
        #expect(try await childRuns { _ in ClosureHolder(action: {}) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: Point(x: 1, y: 1)) }.runs == 0)
        #expect(try await childRuns { _ in EquatableClosureHolder(id: 1, action: {}) }.runs == 0)
        #expect(try await childRuns { EquatableClosureHolder(id: $0, action: {}) }.runs == 2)
    }

    @Test func stateIsSkippedAndBindingsToTheSameStorageAreEqual() async throws {
        #expect(try await childRuns { _ in StatefulHolder(value: 1) }.runs == 0)
        let host = HeadlessHost(BindingParent())
        await host.settle()
        host.evaluations.reset()
        try await host.tap("bump")
        #expect(host.evaluations.count(of: BindingParent.self) == 1)
        #expect(host.evaluations.count(of: BindingChild.self) == 0)
    }

    @Test func aTypeTheLayoutCannotDescribeFallsBackToReflectionAndIsCounted() async throws {
        let same = try await childRuns { _ in Holder(value: Label.title("a")) }
        #expect(same.runs == 0)
        #expect(same.reflected == 2)
        #expect(same.reflectedOfChild == 2)
        let changed = try await childRuns { Holder(value: Label.title("\($0)")) }
        #expect(changed.runs == 2)
        #expect(try await childRuns { Holder(value: $0 == 1 ? Label.untitled : .title("a")) }.runs == 2)
        #expect(try await childRuns { _ in Holder(value: Point(x: 1, y: 1)) }.reflected == 0)
    }

    @Test func wrapperStorageIsSkippedAndObservedObjectsCompareByIdentity() async throws {
        let host = HeadlessHost(WrapperParent(first: Shared(), second: Shared()))
        await host.settle()
        host.evaluations.reset()
        try await host.tap("bump")
        try await host.tap("bump")
        #expect(host.evaluations.count(of: WrapperParent.self) == 2)
        #expect(host.evaluations.count(of: WrapperHolder.self) == 0)
        try await host.tap("other object")
        #expect(host.evaluations.count(of: WrapperHolder.self) == 1)
        #expect(host.diagnostics.isEmpty)
        await host.unmount()
    }

    @Test func aMemberProjectionOfStateEqualsItselfAcrossEvaluations() async throws {
        let host = HeadlessHost(MemberBindingParent())
        await host.settle()
        host.evaluations.reset()
        try await host.tap("bump")
        #expect(host.evaluations.count(of: MemberBindingParent.self) == 1)
        #expect(host.evaluations.count(of: BindingChild.self) == 0)
        await host.unmount()
    }
}
