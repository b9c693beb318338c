#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory that closed sessions freed back to the operating system.
///
/// glibc's allocator keeps the pages a burst of sessions used (hundreds of never-adopted pages
/// waiting out their timeout, say) mapped after they are freed, so the process's RSS stays at the
/// burst's peak. `malloc_trim(0)` returns the free pages of every arena. It is looked up at run time
/// because the `Glibc` module does not export it; elsewhere this does nothing.
enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// glibc's `malloc_trim`, or nil where there is none.
    private static let trim: Trim? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: Trim.self)
        #else
            return nil
        #endif
    }()

    /// Returns the allocator's free pages to the system. Takes a few milliseconds on a large heap.
    static func release() {
        _ = trim?(0)
    }
}
