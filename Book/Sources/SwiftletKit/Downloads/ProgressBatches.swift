/// Turns a growing byte count into progress updates: one per batch of `max(total / 20, 1)` bytes (about
/// 20 per download, never more than the byte count), plus a final update at `total`.
struct ProgressBatches {
    let total: Int
    let batchSize: Int
    private var reportedBatches = 0
    private var reportedEnd = false

    init(total: Int) {
        self.total = total
        self.batchSize = max(total / 20, 1)
    }

    /// The updates completed by reaching `count` bytes.
    mutating func advance(to count: Int) -> [DownloadProgress] {
        var updates: [DownloadProgress] = []
        while !reportedEnd, (reportedBatches + 1) * batchSize <= count {
            reportedBatches += 1
            let bytes = reportedBatches * batchSize
            reportedEnd = bytes >= total
            updates.append(DownloadProgress(bytes: min(bytes, total), total: total))
        }
        if count >= total, !reportedEnd, total > 0 {
            reportedEnd = true
            updates.append(DownloadProgress(bytes: total, total: total))
        }
        return updates
    }
}
