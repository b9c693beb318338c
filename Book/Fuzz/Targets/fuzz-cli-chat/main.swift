import Foundation
// Fuzz target: the `POST /cli/say` body (raw UTF-8 text) as the route parses it.
import FuzzSupport
import SwiftletServer

let limits = InputLimits()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(data, count)
    guard let text = try? BookInput.cliText(Data(bytes), limits: limits) else { return 0 }
    fuzzCheck(!text.isEmpty && text.count <= limits.maxMessageCharacters, "text of \(text.count) characters")
    fuzzCheck(text.utf8.elementsEqual(bytes), "the stored text differs from the bytes sent")
    return 0
}

runFuzzer(fuzzOne)
