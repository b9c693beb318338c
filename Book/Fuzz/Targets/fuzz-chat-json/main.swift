import Foundation
// Fuzz target: the `POST /chat/say` body (a JSON chat message) as the route parses it.
import FuzzSupport
import SwiftletServer

let limits = InputLimits()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let body = Data(fuzzBytes(data, count))
    guard let message = try? BookInput.chatMessage(body, limits: limits) else { return 0 }
    fuzzCheck(message.message.count <= limits.maxMessageCharacters, "message of \(message.message.count) characters")
    if let user = message.user {
        fuzzCheck(limits.userNameCharacters.contains(user.count), "user name of \(user.count) characters")
    }
    // What the room stores and streams must read back as the same message.
    do {
        let line = try JSONEncoder().encode(message)
        let again = try JSONDecoder().decode(ChatMessage.self, from: line)
        fuzzCheck(again == message, "\(message) does not survive encoding: \(again)")
    } catch {
        fuzzCheck(false, "an accepted message does not round-trip: \(error)")
    }
    return 0
}

runFuzzer(fuzzOne)
