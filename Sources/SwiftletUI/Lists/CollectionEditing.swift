import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `.onDelete` passes). Offsets past the end are
    /// ignored rather than stopping the program.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit before the element that was at `destination`
    /// (what `.onMove` passes; `destination` may be `count`). Offsets past the end are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        let movingSet = Set(moving)
        var rest: [Element] = []
        for (offset, element) in elements.enumerated() where !movingSet.contains(offset) { rest.append(element) }
        let insertAt = target - moving.filter { $0 < target }.count
        rest.insert(contentsOf: moving.map { elements[$0] }, at: insertAt)
        var position = startIndex
        for element in rest {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
