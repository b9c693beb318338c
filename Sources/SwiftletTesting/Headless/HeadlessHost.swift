@_spi(SwiftletHost) import SwiftletUI

/// The rows of a lazy stack a host shows.
public enum Viewport: Sendable, Equatable {
    /// `n` rows are visible; lazy containers materialise `n + 1`.
    case rows(Int)

    var rowCount: Int {
        switch self {
        case .rows(let count): max(0, count)
        }
    }
}

/// Why the headless host refused an interaction.
public enum HeadlessHostError: Error, Equatable, CustomStringConvertible {
    /// No enabled button has this label.
    case noButton(String)
    /// Several enabled buttons have this label.
    case ambiguousButton(String, count: Int)
    /// No text field has this title or prompt.
    case noTextField(String)
    /// No node carries `.refreshable`.
    case notRefreshable

    public var description: String {
        switch self {
        case .noButton(let label): "no enabled button labelled \"\(label)\""
        case .ambiguousButton(let label, let count): "\(count) enabled buttons are labelled \"\(label)\""
        case .noTextField(let title): "no text field titled \"\(title)\""
        case .notRefreshable: "nothing in the tree is refreshable"
        }
    }
}

/// Mounts a view without a screen, for tests: drives ticks, exposes the evaluation log and the
/// diagnostics, and interacts by label the way a user would.
///
/// Lives on the main actor. Every interaction settles afterwards, so assertions see the result.
@MainActor
public final class HeadlessHost<Root: View> {
    /// The graph being hosted (for sending raw events or reading operations).
    @_spi(SwiftletHost) public let graph: ViewGraph
    /// Every tick's operations since mounting, in order.
    @_spi(SwiftletHost) public private(set) var updates: [TickUpdate] = []

    /// Mounts `root`; lazy containers show `viewport` rows. A misuse SwiftUI traps on (a missing
    /// `@EnvironmentObject`, ...) shows the engine's error view and sets ``fault`` by default, so a
    /// test fails on an assertion instead of ending the test process; pass `trapsOnMisuse: true` to
    /// stop the program as SwiftUI does (see `ViewGraph.trapsOnMisuse`).
    public init(
        _ root: Root, viewport: Viewport = .rows(5), environment: EnvironmentValues = EnvironmentValues(),
        trapsOnMisuse: Bool = false
    ) {
        graph = ViewGraph(
            root, visibleRows: viewport.rowCount, environment: environment, trapsOnMisuse: trapsOnMisuse)
        graph.onTick = { [weak self] update in self?.updates.append(update) }
    }

    /// Runs ticks until nothing is dirty and ready tasks have run to a suspension point.
    public func settle() async { await graph.settle() }

    /// Settles repeatedly until `condition` holds; throws `TimeoutError` after `timeout` (generous by
    /// default: a loaded 2-core machine can keep the main actor busy with other suites for seconds).
    public func waitUntil(timeout: Duration = .seconds(60), _ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            await settle()
            if condition() { return }
            if clock.now >= deadline { throw TimeoutError(duration: timeout) }
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Every body evaluation since mounting (or the last `reset()`).
    public var evaluations: EvaluationLog { graph.evaluations }

    /// What the engine reported.
    public var diagnostics: [Diagnostic] { graph.diagnostics }

    /// The misuse that replaced the tree by the error view, or `nil`.
    @_spi(SwiftletHost) public var fault: ViewGraph.Fault? { graph.fault }

    /// The rendered tree as indented text (see ``RenderNode/snapshot``).
    public func snapshot() -> String { graph.tree.snapshot() }

    /// Taps the unique enabled button (or navigation link) labelled `label` on the visible screen,
    /// then settles. Throws ``HeadlessHostError``
    /// when there is none or more than one.
    public func tap(_ label: String) async throws {
        let matches = graph.tree.visibleNodes.filter {
            $0.kind == .button && $0.attributes[.disabled] != "true" && $0.label == label
        }
        guard let button = matches.first else { throw HeadlessHostError.noButton(label) }
        guard matches.count == 1 else { throw HeadlessHostError.ambiguousButton(label, count: matches.count) }
        try graph.send(.tap(button.id))
        await settle()
    }

    /// Replaces the text of the field titled (or prompted) `title` (a `TextField`, `SecureField`, or
    /// a `TextField(_:text:axis: .vertical)`), then settles.
    public func type(_ text: String, into title: String) async throws {
        guard
            let field = graph.tree.visibleNodes.first(where: {
                ($0.kind == .textField || $0.kind == .textEditor)
                    && ($0.attributes[.title] == title || $0.attributes[.prompt] == title)
            })
        else { throw HeadlessHostError.noTextField(title) }
        try graph.send(.input(field.id, text))
        await settle()
    }

    /// Runs the first refreshable action in the tree and waits for it to finish, then settles.
    public func refresh() async throws {
        guard let node = graph.tree.visibleNodes.first(where: { $0.attributes[.refreshable] == "true" }) else {
            throw HeadlessHostError.notRefreshable
        }
        try await graph.refresh(node.id)
        await settle()
    }

    /// Pops the top screen of the innermost navigation stack (the host's back control), then settles.
    public func navigateBack() async throws {
        guard let stack = graph.tree.visibleNodes.last(where: { $0.kind == .navigationStack }) else {
            throw HostEventError.notApplicable(graph.tree.id, "no navigation stack")
        }
        try graph.send(.navigateBack(stack.id))
        await settle()
    }

    /// Sends a raw event, then settles.
    @_spi(SwiftletHost) public func send(_ event: HostEvent) async throws {
        try graph.send(event)
        await settle()
    }

    /// Removes the tree; every task it owns is cancelled within this call.
    public func unmount() async {
        graph.unmount()
        await Task.yield()
    }
}
