import Foundation
import NIOCore

/// Collects the bytes of a download of known size and reports its progress batches.
///
/// The book's accumulator with its crash fixed: more bytes than `total` throw
/// ``WebClientError/lengthMismatch(expected:received:)`` instead of writing past the end.
struct ByteAccumulator {
    let total: Int
    private(set) var data: Data
    private var batches: ProgressBatches

    init(total: Int) {
        self.total = total
        self.batches = ProgressBatches(total: total)
        self.data = Data()
        data.reserveCapacity(total)
    }

    var count: Int { data.count }
    var isComplete: Bool { data.count == total }

    /// Appends a chunk and returns the progress updates it completes.
    mutating func append(_ bytes: ByteBufferView) throws -> [DownloadProgress] {
        guard data.count + bytes.count <= total else {
            throw WebClientError.lengthMismatch(expected: total, received: data.count + bytes.count)
        }
        data.append(contentsOf: bytes)
        return batches.advance(to: data.count)
    }
}
