import Foundation
@_spi(SwiftletHost) import SwiftletUI

// S8: items are ObservableObjects observed per cell; the array is never reassigned.

@MainActor
final class ObservableItem: ObservableObject, Identifiable {
    let id = UUID()
    @Published var isActive = false
    var nonVisibleProperty = UUID()
}

@MainActor
final class ObservableDataSource: ObservableObject {
    enum State {
        case loading
        case loaded([ObservableItem])
    }

    @Published var state: State = .loading
    private var activeIndex: Int?
    let itemCount: Int

    init(itemCount: Int) { self.itemCount = itemCount }

    func loadItems() {
        state = .loaded((0..<itemCount).map { _ in ObservableItem() })
    }

    /// Mutates the item objects in place; `state` is never reassigned.
    func activateNextItem() {
        guard case .loaded(let items) = state else { return }
        defer { for item in items { item.nonVisibleProperty = UUID() } }
        guard let activeIndex, items.indices.contains(activeIndex + 1) else {
            activeIndex = 0
            items[0].isActive = true
            return
        }
        items[activeIndex].isActive = false
        self.activeIndex = activeIndex + 1
        items[activeIndex + 1].isActive = true
    }
}

struct ObservableCell: View {
    @ObservedObject var item: ObservableItem
    var body: some View { CellContent(id: item.id, isActive: item.isActive) }
}

struct ObservableDrivenView: View {
    @StateObject private var dataSource: ObservableDataSource

    init(itemCount: Int = 20) {
        _dataSource = StateObject(wrappedValue: ObservableDataSource(itemCount: itemCount))
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                if case .loaded(let items) = dataSource.state {
                    LazyVStack {
                        ForEach(items) { item in
                            ObservableCell(item: item)
                        }
                    }
                } else {
                    ProgressView()
                }
            }
            .toolbar {
                Button("activate next") { dataSource.activateNextItem() }
            }
            .navigationTitle("Observable driven")
        }
        .onAppear { dataSource.loadItems() }
    }
}
