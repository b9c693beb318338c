#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many client connections the process can hold: its descriptor soft limit minus a reserve
/// for everything else (files, the database, outgoing connections, refusals in progress).
///
/// Read when the first connection arrives, so a limit raised at start (`WebServer.run` raises
/// the soft limit to the hard one) is the one that counts.
enum DescriptorBudget {
    /// The descriptor soft limit (`RLIMIT_NOFILE`), or `nil` when it cannot be read or is
    /// unlimited.
    static func softLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        #else
            guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return nil }
        #endif
        // Unlimited (`RLIM_INFINITY`, all ones) is above `Int.max`.
        guard limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }

    /// The connections to admit at most: `configured`, lowered to the soft limit minus `reserve`
    /// (never below 1).
    static func connectionCapacity(configured: Int, reserve: Int, softLimit: Int? = softLimit()) -> Int {
        guard let softLimit else { return configured }
        return max(1, min(configured, softLimit - max(0, reserve)))
    }
}
