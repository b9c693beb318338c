/// Which tick answers a host's event: the reply a host names travels with the tick that shows what
/// the event did (`TickUpdate.answers`), on the main actor like every other call of the graph.
extension ViewGraph {
    /// Applies `event` like `send(_:)` and names its reply: `reply` (a host's number for the event)
    /// is carried in `TickUpdate.answers` by the first tick after it that reaches `onTick`, the tick
    /// whose operations show what the event did. An event that changes nothing the host shows is
    /// answered by no tick: once the host has let the graph settle, `takeUnanswered(_:)` says so.
    /// Throws like `send(_:)`; a refused event is answered by nothing.
    public func send(_ event: HostEvent, reply: Int) throws {
        try send(event)
        unanswered.append(reply)
    }

    /// Names `reply` for the next tick that reaches `onTick`, for a change the host makes other than
    /// by an event (the browser's Back, restored by `restoreNavigation(_:)`). Call it before the change.
    public func awaitAnswer(_ reply: Int) {
        unanswered.append(reply)
    }

    /// Whether no tick has answered `reply` yet; `true` once, after which no tick will carry it (the
    /// host acknowledges the event itself).
    public func takeUnanswered(_ reply: Int) -> Bool {
        guard let index = unanswered.firstIndex(of: reply) else { return false }
        unanswered.remove(at: index)
        return true
    }
}
