// Fuzz target: one WebSocket text message from the browser (`ClientMessage.decode`).
import FuzzSupport
@_spi(SwiftletHost) import SwiftletUI
@_spi(SwiftletHost) @_spi(SwiftletEmbedding) import SwiftletWeb

let limits = ClientMessage.Limits()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, count), as: UTF8.self)
    guard let message = try? ClientMessage.decode(text, limits: limits) else { return 0 }
    switch message {
    case .event(let event, let ref, _):
        fuzzCheck((ref ?? 0) >= 0, "negative ref")
        switch event {
        case .input(_, let value), .select(_, let value):
            fuzzCheck(value.utf8.count <= limits.maxValueBytes, "value of \(value.utf8.count) bytes")
        case .visibleRange(_, let rows):
            fuzzCheck(rows.lowerBound >= 0 && rows.count <= limits.maxVisibleRows, "rows \(rows)")
        default:
            break
        }
    case .storage(let values, let refused), .sceneStorage(let values, let refused):
        fuzzCheck(values.count + refused.count <= limits.maxStoredValues, "\(values.count) stored values")
        for (key, value) in values {
            fuzzCheck(
                key.utf8.count <= 256 && value.utf8.count <= limits.maxValueBytes, "a stored value over its bounds")
        }
    case .geolocation(let reply):
        for coordinate in [reply.latitude, reply.longitude, reply.accuracy] {
            fuzzCheck(coordinate?.isFinite ?? true, "a coordinate that is not finite")
        }
    case .viewport(let width):
        fuzzCheck(width >= 0, "a negative viewport width")
    case .language(let tag):
        fuzzCheck(
            !tag.isEmpty && tag.utf8.count <= 35
                && tag.utf8.allSatisfy {
                    $0 < 0x80
                        && ($0 == UInt8(ascii: "-") || Character(UnicodeScalar($0)).isLetter
                            || Character(UnicodeScalar($0)).isNumber)
                },
            "a language tag of other than letters, digits and '-' (or over 35 bytes)")
    case .visibility, .resync, .leave, .tokenReceived:
        break
    // Session resume: a bounded token, counts that are not negative, bounded scene values.
    case .hello(let token, let frames, let sequence, let values):
        fuzzCheck((token?.utf8.count ?? 0) <= 64 && token != "", "a hello token of \(token?.utf8.count ?? 0) bytes")
        fuzzCheck((frames ?? 0) >= 0 && (sequence ?? 0) >= 0, "negative hello counts")
        fuzzCheck(values.count <= limits.maxStoredValues, "\(values.count) scene values")
    // URLs and history: a path starting with / of at most 2,048 bytes, a depth of 0 to 64.
    case .location(let path, let depth, let ref):
        fuzzCheck(path.hasPrefix("/") && path.utf8.count <= 2_048, "a location path of \(path.utf8.count) bytes")
        fuzzCheck((0...64).contains(depth ?? 0), "a location depth of \(depth ?? 0)")
        fuzzCheck((ref ?? 0) >= 0, "negative ref")
    // Colour and styles
    case .colorScheme:
        break
    // Shapes, paths and geometry: at most 1,024 sizes, each of a node id >= 0.
    case .sizes(let events):
        fuzzCheck(events.count <= 1_024, "\(events.count) sizes")
        for case .size(let id, _) in events { fuzzCheck(id.rawValue >= 0, "a negative node id") }
        for case .placement(let id, let placement) in events {
            fuzzCheck(
                id.rawValue >= 0 && placement.spaces.count <= 8,
                "a place of node \(id) with \(placement.spaces.count) spaces")
        }
    }
    return 0
}

runFuzzer(fuzzOne)
