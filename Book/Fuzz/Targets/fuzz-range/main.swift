// Fuzz target: the `Range` request header of `GET /files/download` (ByteRange).
// Input: 1 byte choosing the file size, then the header value.
import FuzzSupport
import SwiftletServer

let sizes = [0, 1, 2, 9, 10, 1_000, 65_536, 10_485_760, Int.max - 1, Int.max]

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(data, count)
    guard let first = bytes.first else { return 0 }
    let size = sizes[Int(first) % sizes.count]
    let header = String(decoding: bytes.dropFirst(), as: UTF8.self)
    switch ByteRange(header: header, size: size) {
    case .partial(let range):
        fuzzCheck(range.lowerBound >= 0 && range.upperBound < size, "range \(range) outside a file of \(size) bytes")
    case .whole, .unsatisfiable:
        break
    }
    return 0
}

runFuzzer(fuzzOne)
