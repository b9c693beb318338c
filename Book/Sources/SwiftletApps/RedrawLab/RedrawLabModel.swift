@_spi(SwiftletHost) import SwiftletUI

/// The state of the Redraw Lab: the chosen scenario, its data source, the auto-advance switch and
/// the body-evaluation counts of the last activation, read from the engine's `EvaluationLog`.
@MainActor
public final class RedrawLabModel: ObservableObject {
    /// The items each list holds.
    public static let itemCount = 1_000

    @Published public private(set) var scenario: LabScenario = .s1
    @Published public var autoAdvance = false
    /// The counts of the tick that followed the last activation (nil before the first).
    @Published public private(set) var lastCounts: LabCounts?
    /// How many activations ran in this scenario.
    @Published public private(set) var activations = 0

    /// The data source of the current scenario (exactly one of these is set).
    public private(set) var valueSource: AnyObject?
    public private(set) var objectSource: ObjectDataSource?
    let clock: any Clock<Duration>
    private var awaitingCounts = false
    private var baseline = (list: 0, cells: 0)

    /// A lab starting in S1; auto-advance sleeps on `clock`.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
        makeSource()
    }

    /// Switches to `scenario` with freshly loaded items and clears the counts.
    public func select(_ scenario: LabScenario) {
        guard scenario != self.scenario else { return }
        self.scenario = scenario
        lastCounts = nil
        activations = 0
        makeSource()
    }

    /// Activates the next item of the current scenario; the following tick's counts are recorded.
    public func activateNext() {
        awaitingCounts = true
        activations += 1
        if let objectSource {
            objectSource.activateNext()
        } else {
            (valueSource as? any ActivatableSource)?.activateNext()
        }
    }

    /// Called after every tick of the graph showing this lab: records the list and cell bodies the
    /// tick evaluated if it followed an activation.
    public func tickCompleted(tick: Int, log: EvaluationLog) {
        let list = scenario.listTypes.reduce(0) { $0 + log.count(of: $1) }
        let cells = scenario.cellTypes.reduce(0) { $0 + log.count(of: $1) }
        if awaitingCounts {
            awaitingCounts = false
            lastCounts = LabCounts(
                tick: tick, listEvaluations: list - baseline.list, cellEvaluations: cells - baseline.cells)
        }
        baseline = (list, cells)
    }

    private func makeSource() {
        let count = Self.itemCount
        let hidden = scenario.mutatesHiddenProperty
        objectSource = nil
        valueSource = nil
        switch scenario {
        case .s1, .s2, .s7a: valueSource = ValueDataSource<PlainItem>(count: count, mutatesHiddenProperty: hidden)
        case .s3: valueSource = ValueDataSource<EquatableItem>(count: count, mutatesHiddenProperty: hidden)
        case .s4, .s5, .s6, .s7b: valueSource = ValueDataSource<TaggedItem>(count: count, mutatesHiddenProperty: hidden)
        case .s8: objectSource = ObjectDataSource(count: count)
        }
    }
}

/// A data source the lab can activate without knowing its item type.
@MainActor
protocol ActivatableSource: AnyObject {
    func activateNext()
}

extension ValueDataSource: ActivatableSource {}

extension LabScenario {
    /// The list view types whose bodies count as "list" in this scenario.
    @MainActor var listTypes: [any View.Type] {
        switch self {
        case .s1, .s2: [StateDrivenList<PlainCells>.self]
        case .s3: [StateDrivenList<EquatableItemCells>.self]
        case .s4: [StateDrivenList<TaggedItemCells>.self]
        case .s5: [StateDrivenList<ComputedRandomCells>.self]
        case .s6: [StateDrivenList<StoredRandomCells>.self]
        case .s7a: [StateDrivenList<EquatablePlainCells>.self]
        case .s7b: [StateDrivenList<EquatableTaggedCells>.self]
        case .s8: [ObjectList.self]
        }
    }

    /// The cell view types whose bodies count as "cells" in this scenario.
    @MainActor var cellTypes: [any View.Type] {
        switch self {
        case .s1, .s2: [StateDrivenCell<PlainItem>.self]
        case .s3: [StateDrivenCell<EquatableItem>.self]
        case .s4: [StateDrivenCell<TaggedItem>.self]
        case .s5: [ComputedRandomCell.self]
        case .s6: [StoredRandomCell.self]
        case .s7a: [EquatableCell<PlainItem>.self]
        case .s7b: [EquatableCell<TaggedItem>.self]
        case .s8: [ObservingCell.self]
        }
    }
}
