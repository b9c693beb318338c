import Foundation
// Fuzz target: the `POST /auth/login` and `POST /auth/refresh` bodies as the routes parse them.
// Input: 1 byte choosing the route (even: login, odd: refresh), then the body.
import FuzzSupport
import SwiftletServer

let limits = InputLimits()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(data, count)
    guard let first = bytes.first else { return 0 }
    let body = Data(bytes.dropFirst())
    if first % 2 == 0 {
        if let user = try? BookInput.loginUser(body, limits: limits) {
            fuzzCheck(limits.userNameCharacters.contains(user.count), "user name of \(user.count) characters")
        }
    } else {
        _ = try? BookInput.refreshToken(body)
    }
    return 0
}

runFuzzer(fuzzOne)
