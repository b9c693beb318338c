// Fuzz target: key-less queries (`/chat/room?marin`, `/gallery/image?11`): Hummingbird's URI parse
// of the request target, then KeylessQuery and the user-name check the routes apply.
import FuzzSupport
import HummingbirdCore
import SwiftletServer

let limits = InputLimits()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let raw = String(decoding: fuzzBytes(data, count), as: UTF8.self)
    // The query as the route sees it, and the raw text as if it were the query itself.
    let uri = URI("/chat/room?" + raw)
    for query in [uri.query, raw] {
        guard let query, !query.isEmpty else { continue }
        if let value = KeylessQuery.decode(query) {
            fuzzCheck(!value.isEmpty, "an empty decoded query")
            if let name = try? BookInput.userName(value, limits: limits) {
                fuzzCheck(limits.userNameCharacters.contains(name.count), "user name of \(name.count) characters")
            }
        }
    }
    return 0
}

runFuzzer(fuzzOne)
