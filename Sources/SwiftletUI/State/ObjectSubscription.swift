import Dispatch

/// A node's subscription to one `ObservableObject`'s `objectWillChange`.
///
/// The subscriber closure is `@Sendable` and nonisolated on purpose: a publisher may fire on any
/// thread. On the main queue it invalidates the node at once; elsewhere it hops to the main actor,
/// invalidates there (the body reads the value at tick time, so the write is not lost) and reports
/// an `offMainPublish` diagnostic.
@MainActor
final class ObjectSubscription {
    let object: AnyObject
    private var cancellable: AnyCancellable?

    init<Object: ObservableObject>(_ object: Object, node: Node) {
        self.object = object
        let handler = Self.makeHandler(node: node, typeName: String(describing: Object.self))
        cancellable = Self.subscribe(object, handler)
    }

    /// Subscribes outside any actor: a closure formed in this main-actor class would be main-actor
    /// isolated, and the runtime traps when a publisher calls it from another thread.
    nonisolated private static func subscribe<Object: ObservableObject>(
        _ object: Object, _ handler: @escaping @Sendable () -> Void
    ) -> AnyCancellable {
        object.objectWillChange.sink { _ in handler() }
    }

    func cancel() {
        cancellable?.cancel()
        cancellable = nil
    }

    nonisolated private static func makeHandler(node: Node, typeName: String) -> @Sendable () -> Void {
        { [weak node] in
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { node?.invalidate(.observedObject) }
            } else {
                Task { @MainActor in
                    guard let node, node.isMounted else { return }
                    node.graph.report(
                        .offMainPublish,
                        "\(typeName) published a change off the main actor (observed by \(node.identityPath)); "
                            + "it is applied on the next tick. Mutate it on the main actor.")
                    node.invalidate(.observedObject)
                    // The write follows the announcement; look once more on the tick after, in case the
                    // writing thread had not stored the value yet when this tick ran.
                    node.graph.invalidateAfterNextTick(node, reason: .observedObject)
                }
            }
        }
    }
}

/// Whether code runs on the main dispatch queue, which is the main actor's executor on Linux.
///
/// `Thread.isMainThread` is not reliable for this on Linux (with an async `main` the main queue is
/// drained by another thread), so the queue is tagged instead.
enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let tagged: Void = DispatchQueue.main.setSpecific(key: key, value: 1)

    /// Tags the main queue; call once before relying on `isCurrent`.
    static func prepare() { _ = tagged }

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}
