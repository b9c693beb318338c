import Foundation

// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
// `ForEach($items) { $item in TextField("Name", text: $item.name) }`, `List($items) { $item in … }`.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { getter().startIndex }
    public var endIndex: Index { getter().endIndex }
    public var indices: Indices { getter().indices }
    public func index(after index: Index) -> Index { getter().index(after: index) }
    public func formIndex(after index: inout Index) { getter().formIndex(after: &index) }

    /// A binding to the element at `position`. It keeps pointing at that position; once the
    /// collection no longer has it (the row was deleted while a view still holds its binding), it
    /// reads the element it last saw and ignores writes, rather than trapping.
    public subscript(position: Index) -> Binding<Value.Element> {
        let getter = self.getter
        let setter = self.setter
        let seen = getter()[position]
        let step = (position as? any Hashable).map { AnyHashable(ElementPosition(index: AnyHashable($0))) }
        return Binding<Value.Element>(
            get: {
                let collection = getter()
                return collection.indices.contains(position) ? collection[position] : seen
            },
            set: { element in
                var collection = getter()
                guard collection.indices.contains(position) else { return }
                collection[position] = element
                setter(collection)
            },
            location: step.flatMap { step in location.map { BindingLocation(base: $0.base, path: $0.path + [step]) } })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before index: Index) -> Index { getter().index(before: index) }
    public func formIndex(before index: inout Index) { getter().formIndex(before: &index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The referenced value's identity, so `ForEach($items)` identifies rows by their element.
    public var id: Value.ID { getter().id }
}

/// A collection position in a binding's location (distinct from any key path).
private struct ElementPosition: Hashable {
    let index: AnyHashable
}
