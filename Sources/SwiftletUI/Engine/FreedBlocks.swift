/// Makes the C allocator sort the blocks a large release freed while the tick's frame is on its way,
/// not inside the next tick.
///
/// glibc's `malloc` keeps small freed blocks on per-size lists without merging them. The first
/// request of 1 KB or more after that merges and sorts every one of them. After 1,000 rows were
/// replaced, that was about half of the server's time for the next click (a swap of two rows): 2–3 ms
/// spent in `malloc_consolidate` and `_int_malloc` inside the tick that answers it. Such requests
/// right after the release do the same work at a time nobody waits for. With other allocators they
/// are a few allocations and frees.
@MainActor
enum FreedBlocks {
    /// Released subtrees (keyed rows) from which a tick tidies: fewer free too little to matter.
    static let tidyingThreshold = 64

    /// Allocates and frees a block of 64 KiB, eight times: large enough for glibc's sorting path,
    /// below its threshold for memory mapped separately (128 KiB). Each request sorts at most 10,000
    /// freed blocks (glibc's limit per call), and replacing 1,000 rows frees more than that; a call
    /// that finds nothing left to sort costs well under a microsecond.
    static func tidy() {
        for _ in 0..<8 {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 64 << 10, alignment: 16)
            // A write the optimiser must keep, so the pair is not removed as unused.
            block.storeBytes(of: 1, as: UInt8.self)
            sink &+= block.load(as: UInt8.self)
            block.deallocate()
        }
    }

    /// Keeps the block's byte observable; written on the main actor only.
    private static var sink: UInt8 = 0
}
