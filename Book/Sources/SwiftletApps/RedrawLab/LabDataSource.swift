import Foundation
@_spi(SwiftletHost) import SwiftletUI

/// What a lab list shows: a spinner while loading, then its items.
public enum LabState<Item> {
    case loading
    case loaded([Item])
}

/// The value-type data source of scenarios S1–S7 (posts §1.3): `activateNext()` reassigns the
/// published `state` on every call, so the list's body runs on every tick.
@MainActor
public final class ValueDataSource<Item: LabItem>: ObservableObject {
    @Published public private(set) var state: LabState<Item> = .loading
    /// Whether each activation also gives every item a new hidden UUID (S1, S3–S7).
    public let mutatesHiddenProperty: Bool
    private let count: Int
    private var activeIndex: Int?

    public init(count: Int, mutatesHiddenProperty: Bool) {
        self.count = count
        self.mutatesHiddenProperty = mutatesHiddenProperty
    }

    /// Loads the items once (the list calls it when it appears).
    public func loadItems() {
        guard case .loading = state else { return }
        state = .loaded((0..<count).map { _ in Item(isActive: false) })
    }

    /// Activates the next item and deactivates the previous one (wrapping to the first). The
    /// reference left the last item active when wrapping; the lab deactivates it so that every tick
    /// after the first changes exactly two cells.
    public func activateNext() {
        guard case .loaded(var items) = state, !items.isEmpty else { return }
        defer {
            if mutatesHiddenProperty {
                for index in items.indices { items[index].hidden = UUID.lab() }
            }
            state = .loaded(items)
        }
        if let old = activeIndex { items[old].isActive = false }
        let next = activeIndex.map { $0 + 1 < items.count ? $0 + 1 : 0 } ?? 0
        items[next].isActive = true
        activeIndex = next
    }
}

/// The reference-type data source of S8: items are objects mutated in place; `state` is assigned
/// once and never again, so the list's body does not run per tick.
@MainActor
public final class ObjectDataSource: ObservableObject {
    @Published public private(set) var state: LabState<ObservableItem> = .loading
    private let count: Int
    private var activeIndex: Int?

    public init(count: Int) { self.count = count }

    public func loadItems() {
        guard case .loading = state else { return }
        state = .loaded((0..<count).map { _ in ObservableItem(isActive: false) })
    }

    /// Flips two items in place and mutates every hidden UUID (not published).
    public func activateNext() {
        guard case .loaded(let items) = state, !items.isEmpty else { return }
        if let old = activeIndex { items[old].isActive = false }
        let next = activeIndex.map { $0 + 1 < items.count ? $0 + 1 : 0 } ?? 0
        items[next].isActive = true
        activeIndex = next
        for item in items { item.hidden = UUID.lab() }
    }
}
