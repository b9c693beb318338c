import NIOCore

/// The body of a full `/files/download` response: the file in slices of `bytesPerTick`, one slice
/// per tick (the first at once), ending right after the last slice. Slices share the storage of
/// the served buffer; nothing is copied.
struct ThrottledDownload: LiveStreamSource {
    let bytes: ByteBuffer
    let bytesPerTick: Int

    mutating func start() async throws -> ByteBuffer? { nil }

    mutating func tick(_ index: Int) async throws -> LiveStreamStep {
        let size = bytes.readableBytes
        let (offset, overflow) = index.multipliedReportingOverflow(by: bytesPerTick)
        guard !overflow, offset < size else { return .finish(ByteBuffer()) }
        let length = min(bytesPerTick, size - offset)
        let slice = bytes.getSlice(at: bytes.readerIndex + offset, length: length) ?? ByteBuffer()
        return offset + length >= size ? .finish(slice) : .write(slice)
    }
}
