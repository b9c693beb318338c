#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open file descriptors (`RLIMIT_NOFILE`), which bounds how many
/// connections a server can hold: every connection is a descriptor.
///
/// Many systems start processes with a soft limit of 1,024 under a much higher hard limit; a
/// process may raise its own soft limit up to the hard one. ``WebServer/run(router:host:port:additionalChannelHandlers:wrapChildChannel:services:logger:onListening:)``
/// does so before it listens, so `App.main()` apps and `swiftlet serve` can hold as many
/// connections as the system lets them.
public enum DescriptorLimit {
    /// The soft and hard limits.
    public struct Limits: Sendable, Equatable {
        /// The limit in force.
        public var soft: UInt64
        /// The ceiling the soft limit may be raised to.
        public var hard: UInt64
    }

    /// The current limits, or `nil` when they cannot be read.
    public static func current() -> Limits? {
        var limit = rlimit()
        guard getNoFile(&limit) == 0 else { return nil }
        return Limits(soft: UInt64(limit.rlim_cur), hard: UInt64(limit.rlim_max))
    }

    /// Raises the soft limit to the hard limit (on Darwin at most `OPEN_MAX`, the kernel's own
    /// ceiling there). Returns the limits after the attempt; when raising fails the soft limit
    /// stays as it was, which is not an error: the server then holds fewer connections (its
    /// connection cap follows the soft limit).
    @discardableResult
    public static func raiseSoftLimitToHard() -> Limits? {
        var limit = rlimit()
        guard getNoFile(&limit) == 0 else { return nil }
        var target = limit.rlim_max
        #if canImport(Darwin)
            target = min(target, rlim_t(OPEN_MAX))
        #endif
        if limit.rlim_cur < target {
            var raised = limit
            raised.rlim_cur = target
            _ = setNoFile(&raised)
        }
        return current()
    }

    /// The soft limit as a count, or `nil` when it cannot be read or is unlimited (`RLIM_INFINITY`,
    /// all ones, is above `Int.max`).
    static func softLimit() -> Int? {
        guard let soft = current()?.soft, soft < UInt64(Int.max) else { return nil }
        return Int(soft)
    }

    /// How many client connections the process can hold: `configured`, lowered to the soft limit
    /// minus `reserve` for everything else (files, the database, outgoing connections, refusals in
    /// progress), never below 1.
    static func connectionCapacity(configured: Int, reserve: Int, softLimit: Int? = softLimit()) -> Int {
        guard let softLimit else { return configured }
        return max(1, min(configured, softLimit - max(0, reserve)))
    }

    private static func getNoFile(_ limit: inout rlimit) -> Int32 {
        #if canImport(Glibc)
            getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            getrlimit(RLIMIT_NOFILE, &limit)
        #endif
    }

    private static func setNoFile(_ limit: inout rlimit) -> Int32 {
        #if canImport(Glibc)
            setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            setrlimit(RLIMIT_NOFILE, &limit)
        #endif
    }
}
