import SwiftletUI

/// Turns a position into text with a callback, the shape of the book's reverse geocoder (chapter 5).
///
/// There is no network geocoder here: the "address" is the coordinates, `52.5200° N, 13.4050° E`.
/// Non-finite coordinates produce neither an address nor an error (`(nil, nil)`), which the caller
/// reports as `Address encoding failed`. The completion is called exactly once, before returning.
public struct AddressEncoder: Sendable {
    public init() {}

    /// Calls `completion` with the address of `location`, or `(nil, nil)` when there is none.
    public func addressFor(location: LocationFix, completion: (String?, (any Error)?) -> Void) {
        guard location.latitude.isFinite, location.longitude.isFinite,
            abs(location.latitude) <= 90, abs(location.longitude) <= 180
        else {
            completion(nil, nil)
            return
        }
        completion(Self.format(location), nil)
    }

    /// `52.5200° N, 13.4050° E`: four decimals, hemisphere letters instead of signs.
    static func format(_ location: LocationFix) -> String {
        func part(_ value: Double, _ positive: String, _ negative: String) -> String {
            let rounded = (abs(value) * 10_000).rounded() / 10_000
            let whole = Int(rounded)
            let fraction = Int(((rounded - Double(whole)) * 10_000).rounded())
            let digits = String(fraction)
            let padded = String(repeating: "0", count: 4 - digits.count) + digits
            return "\(whole).\(padded)° \(value < 0 && rounded != 0 ? negative : positive)"
        }
        return part(location.latitude, "N", "S") + ", " + part(location.longitude, "E", "W")
    }
}
