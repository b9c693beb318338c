import Hummingbird

/// A family of routes registered together on a router (hello, stocks, files, chat, …).
///
/// ``BookServer`` keeps a list of groups and registers them in order, so a new feature (for
/// example authentication) is one more group in that list.
protocol BookRouteGroup: Sendable {
    /// Registers this group's routes on `router`.
    func addRoutes<Context: RequestContext>(to router: Router<Context>)
}
