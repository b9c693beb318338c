@_spi(SwiftletHost) import SwiftletUI

/// The Redraw Lab: the redraw experiment of posts §1.3–1.4 as a page. A list of items with
/// "Activate next", an auto-advance switch (one activation per second), a scenario picker, and
/// beside the list the body evaluations the engine counted in the tick after the last activation.
public struct RedrawLabView: View {
    @ObservedObject var model: RedrawLabModel

    public init(model: RedrawLabModel) { self.model = model }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Each activation changes two items. The counters show how many bodies the engine evaluated.")
                    .font(.caption)
                ScenarioPicker(selected: model.scenario, select: model.select)
                Text(model.scenario.summary).accessibilityIdentifier("scenario-summary")
                HStack(alignment: .top, spacing: 24) {
                    ScenarioList(
                        scenario: model.scenario, valueSource: model.valueSource, objectSource: model.objectSource
                    )
                    .frame(width: 380)
                    LabCountersPanel(scenario: model.scenario, counts: model.lastCounts, activations: model.activations)
                }
                HStack(spacing: 16) {
                    Button("Activate next") { model.activateNext() }
                        .accessibilityIdentifier("activate-next")
                    Toggle("Auto-advance (1 per second)", isOn: $model.autoAdvance)
                        .accessibilityIdentifier("auto-advance")
                }
            }
            .navigationTitle("Redraw Lab")
        }
        .task(id: model.autoAdvance) {
            guard model.autoAdvance else { return }
            while !Task.isCancelled {
                do {
                    try await model.clock.sleep(for: .seconds(1))
                } catch {
                    return
                }
                model.activateNext()
            }
        }
    }
}

/// The S1–S8 picker: one button per scenario, the selected one in bold.
struct ScenarioPicker: View {
    let selected: LabScenario
    let select: @MainActor (LabScenario) -> Void

    var body: some View {
        HStack(spacing: 4) {
            ForEach(LabScenario.allCases, id: \.self) { scenario in
                Button(scenario.rawValue) { select(scenario) }
                    .bold(scenario == selected)
                    .accessibilityIdentifier("scenario-\(scenario.rawValue)")
            }
        }
    }
}

/// Mounts the list of the current scenario around its data source.
struct ScenarioList: View {
    let scenario: LabScenario
    let valueSource: AnyObject?
    let objectSource: ObjectDataSource?

    var body: some View {
        switch scenario {
        case .s1, .s2: list(PlainCells.self)
        case .s3: list(EquatableItemCells.self)
        case .s4: list(TaggedItemCells.self)
        case .s5: list(ComputedRandomCells.self)
        case .s6: list(StoredRandomCells.self)
        case .s7a: list(EquatablePlainCells.self)
        case .s7b: list(EquatableTaggedCells.self)
        case .s8:
            if let objectSource { ObjectList(source: objectSource) }
        }
    }

    @ViewBuilder
    private func list<Kind: LabCellKind>(_ kind: Kind.Type) -> some View {
        if let source = valueSource as? ValueDataSource<Kind.Item> {
            StateDrivenList<Kind>(source: source)
        }
    }
}

/// The live counters beside the list, with the reference figures for comparison.
struct LabCountersPanel: View {
    let scenario: LabScenario
    let counts: LabCounts?
    let activations: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Body evaluations in the last tick").font(.headline)
            HStack {
                Text("cells:")
                Text(counts.map { String($0.cellEvaluations) } ?? "–").bold().accessibilityIdentifier("cell-count")
            }
            HStack {
                Text("list:")
                Text(counts.map { String($0.listEvaluations) } ?? "–").bold().accessibilityIdentifier("list-count")
            }
            Text("activations: \(activations)").accessibilityIdentifier("activations")
            Divider()
            Text(
                "SwiftUI in the posts: \(scenario.referenceCellEvaluations) cells, list \(scenario.referenceListEvaluated ? "yes" : "no")"
            )
            .font(.caption)
        }
    }
}
